import { examMarkingRoutes, type GiveMarksInput, type MarkingFilter } from '@lms/domain/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** A page of exams with written questions, searched by title. */
export function useMarkingExams(query: { search?: string; limit: number; offset: number }) {
  return useQuery({
    queryKey: ['marking', 'exams', query],
    queryFn: async () => (await callApi(examMarkingRoutes.markingExams, { query })).data,
    placeholderData: keepPreviousData,
  });
}

/** An exam's written questions with marking progress. */
export function useMarkingQuestions(examId: string) {
  return useQuery({
    queryKey: ['marking', 'questions', examId],
    queryFn: async () => (await callApi(examMarkingRoutes.markingQuestions, { params: { examId } })).data,
  });
}

/** What a queue page asks for. */
export interface QueueQuery {
  filter: MarkingFilter;
  limit: number;
  offset: number;
}

/** The query key of a queue page. */
export const queueKey = (examId: string, questionId: string, query: QueueQuery) => [
  'marking',
  'queue',
  examId,
  questionId,
  query,
];

/** A page of the answers to one written question. */
export function useMarkingQueue(examId: string, questionId: string, query: QueueQuery) {
  return useQuery({
    queryKey: queueKey(examId, questionId, query),
    queryFn: async () =>
      (await callApi(examMarkingRoutes.markingQueue, { params: { examId, questionId }, query })).data,
    placeholderData: keepPreviousData,
    // The files' signed URLs last 30 minutes: a page open longer is read again.
    staleTime: 60_000,
    refetchInterval: 20 * 60_000,
    refetchOnWindowFocus: false,
  });
}

/** One answer to give marks to. */
export interface MarksTarget {
  examId: string;
  attemptId: string;
  questionId: string;
}

/** Gives marks to an answer; the progress is read again afterwards. */
export function useGiveMarks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ target, body }: { target: MarksTarget; body: GiveMarksInput }) =>
      (await callApi(examMarkingRoutes.giveMarks, { params: target, body })).data,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['marking', 'questions'] });
      void client.invalidateQueries({ queryKey: ['marking', 'exams'] });
    },
  });
}
