import { qaRoutes } from '@lms/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { qaKeys } from './qa-keys';
import type { Question } from './qa-types';

/** GET /qa/get-question/{questionId}. */
export async function getQuestion(questionId: string): Promise<Question> {
  return (await callApi(qaRoutes.question, { params: { questionId } })).data;
}

/** One question. */
export function useQuestion(questionId: string) {
  return useQuery({ queryKey: qaKeys.question(questionId), queryFn: () => getQuestion(questionId) });
}
