import type { KeywordSuggestion } from '@lms/domain/contract';
import { apiRequest } from '../../../lib/api-client';

export type { KeywordSuggestion };

/** POST /qa/get-question-keyword: questions matching the words typed (narrowed to the open course). */
export async function getQuestionKeyword(
  searchString: string,
  courseId?: string,
  signal?: AbortSignal,
): Promise<KeywordSuggestion[]> {
  return (
    await apiRequest<KeywordSuggestion[]>('/qa/get-question-keyword', {
      method: 'POST',
      body: { searchString, courseId },
      signal,
    })
  ).data;
}
