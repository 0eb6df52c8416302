import { examStaffRoutes, type RouteInput, type StaffQuestionView } from '@lms/domain/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** The bank search's query (the filters the server takes). */
export type BankQuery = NonNullable<RouteInput<typeof examStaffRoutes.searchQuestions>['query']>;

/** A page of bank questions; `total` is null when the server does not count them. */
export interface BankPage {
  items: StaffQuestionView[];
  total: number | null;
}

// The search answers a plain list today and a counted page once the bank's paging lands: both read.
function toPage(data: StaffQuestionView[] | { items: StaffQuestionView[]; total: number }): BankPage {
  return Array.isArray(data) ? { items: data, total: null } : data;
}

/** The question picker's search of the bank, filtered and paged by the server. */
export function useBankSearch(query: BankQuery) {
  return useQuery({
    queryKey: ['exam-bank-search', query],
    queryFn: async () => toPage((await callApi(examStaffRoutes.searchQuestions, { query })).data),
    placeholderData: keepPreviousData,
  });
}
