import { qaRoutes } from '@lms/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { qaKeys } from './qa-keys';
import type { Comment } from './qa-types';

/** GET /qa/get-comments/{questionId}: the replies in order. */
export async function getComments(questionId: string): Promise<Comment[]> {
  return (await callApi(qaRoutes.comments, { params: { questionId } })).data;
}

/** The replies of a question. */
export function useComments(questionId: string) {
  return useQuery({ queryKey: qaKeys.comments(questionId), queryFn: () => getComments(questionId) });
}
