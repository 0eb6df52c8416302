import type { StaffInboxQuery } from '@lms/domain/contract';
import { qaStaffRoutes } from '@lms/domain/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** The inbox query as the page sends it (defaults filled by the server). */
export type InboxQuery = Partial<StaffInboxQuery>;

/** One page of the inbox from the server. */
export function useInbox(query: InboxQuery) {
  return useQuery({
    queryKey: ['qa', 'inbox', query],
    queryFn: async () => (await callApi(qaStaffRoutes.questions, { query })).data,
    // The inbox answers in the student forum's shape; the console's tables read a page as items and total.
    select: ({ questions, totalRecords }) => ({ items: questions, total: totalRecords }),
    placeholderData: keepPreviousData,
  });
}

/** The subjects the staff member answers, with course and chapters. */
export function useQaSubjects() {
  return useQuery({
    queryKey: ['qa', 'subjects'],
    queryFn: async () => (await callApi(qaStaffRoutes.subjects, {})).data,
    staleTime: 60_000,
  });
}

/** A question with its replies. */
export function useThread(questionId: string | null) {
  return useQuery({
    queryKey: ['qa', 'thread', questionId],
    queryFn: async () =>
      (await callApi(qaStaffRoutes.thread, { params: { questionId: questionId ?? '' } })).data,
    enabled: questionId !== null,
  });
}

/** Wraps a change to a thread: afterwards the thread and the inbox are read again. */
export function useThreadChange<I>(run: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: ['qa'] }),
  });
}
