import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { qaKeys } from './qa-keys';
import type { Question } from './qa-types';

/** GET /qa/get-question/{questionId}. */
export async function getQuestion(questionId: string): Promise<Question> {
  return (await apiRequest<Question>(`/qa/get-question/${encodeURIComponent(questionId)}`)).data;
}

/** One question. */
export function useQuestion(questionId: string) {
  return useQuery({ queryKey: qaKeys.question(questionId), queryFn: () => getQuestion(questionId) });
}
