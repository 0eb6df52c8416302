import { type KeywordSuggestion, qaRoutes } from '@lms/domain/contract';
import { callApi } from '../../../lib/api-client';

export type { KeywordSuggestion };

/** POST /qa/get-question-keyword: questions matching the words typed (narrowed to the open course). */
export async function getQuestionKeyword(
  searchString: string,
  courseId?: string,
  signal?: AbortSignal,
): Promise<KeywordSuggestion[]> {
  return (await callApi(qaRoutes.questionKeywords, { body: { searchString, courseId } }, { signal })).data;
}
