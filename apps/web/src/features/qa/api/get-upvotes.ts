import { qaRoutes } from '@lms/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { qaKeys } from './qa-keys';
import type { Upvote } from './qa-types';

/** GET /qa/get-upvotes: the student's upvotes of one thread's replies. */
export async function getUpvotes(questionId: string): Promise<Upvote[]> {
  return (await callApi(qaRoutes.upvotes, { query: { questionId } })).data;
}

/** The student's upvotes in a thread. */
export function useUpvotes(questionId: string) {
  return useQuery({ queryKey: qaKeys.upvotes(questionId), queryFn: () => getUpvotes(questionId) });
}
