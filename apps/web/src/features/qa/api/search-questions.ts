import { qaRoutes } from '@lms/domain/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { qaKeys } from './qa-keys';
import type { QuestionPage, QuestionSearch } from './qa-types';

/** POST /qa/search-questions: one page of the forum. */
export async function searchQuestions(search: QuestionSearch): Promise<QuestionPage> {
  return (await callApi(qaRoutes.searchQuestions, { body: search })).data;
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
