import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { qaKeys } from './qa-keys';
import type { QuestionPage, QuestionSearch } from './qa-types';

/** POST /qa/search-questions: one page of the forum. */
export async function searchQuestions(search: QuestionSearch): Promise<QuestionPage> {
  return (await apiRequest<QuestionPage>('/qa/search-questions', { method: 'POST', body: search })).data;
}

/** The forum page for these filters (the previous page stays shown while the next loads). */
export function useSearchQuestions(search: QuestionSearch | null) {
  return useQuery({
    queryKey: qaKeys.questions(search ?? ({} as QuestionSearch)),
    queryFn: () => searchQuestions(search!),
    enabled: search !== null,
    placeholderData: keepPreviousData,
  });
}
