import {
  type AnswerKeyFixView,
  examStaffRoutes,
  examMarkingRoutes as marking,
  type OverrideMarksInput,
  type PublishInput,
  type QuestionVoidInput,
  type QuestionVoidView,
  type ResultsPageView,
  examResultsStaffRoutes as results,
  staffRoutes,
} from '@lms/domain/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { downloadFile } from '../../../lib/download-file';

type ResultsPageRow = ResultsPageView['items'][number];

/** The newest 200 exams, for the exam picker. */
export function useExamList() {
  return useQuery({
    queryKey: ['results', 'exams'],
    queryFn: async () => (await callApi(examStaffRoutes.listExams, { query: { limit: 200 } })).data,
  });
}

/** An exam with its questions and group schedules. */
export function useExam(examId: string | undefined) {
  return useQuery({
    queryKey: ['results', 'exam', examId],
    enabled: Boolean(examId),
    queryFn: async () => (await callApi(examStaffRoutes.getExam, { params: { examId: examId! } })).data,
  });
}

/** The institute's groups by id (archived ones too: past results name them), for names. */
export function useGroupNames() {
  return useQuery({
    queryKey: ['results', 'groups'],
    queryFn: async () =>
      new Map(
        (await callApi(staffRoutes.listGroups, { query: { include: 'all' } })).data.map(
          (g) => [g._id, g.name] as const,
        ),
      ),
  });
}

/** An exam's statistics (one group, or all). */
export function useStatistics(examId: string | undefined, groupId: string | undefined) {
  return useQuery({
    queryKey: ['results', 'statistics', examId, groupId],
    enabled: Boolean(examId),
    queryFn: async () =>
      (await callApi(results.examStatistics, { params: { examId: examId! }, query: { groupId } })).data,
  });
}

/** An exam's item analysis (one group, or all). */
export function useItemAnalysis(examId: string | undefined, groupId: string | undefined) {
  return useQuery({
    queryKey: ['results', 'items', examId, groupId],
    enabled: Boolean(examId),
    queryFn: async () =>
      (await callApi(results.itemAnalysis, { params: { examId: examId! }, query: { groupId } })).data,
  });
}

/** A page of results, best first, then the absent students (`state` keeps to one of them). */
export function useResultsPage(
  examId: string,
  query: { groupId?: string; search?: string; state?: 'sat' | 'absent'; limit: number; offset: number },
) {
  return useQuery({
    queryKey: ['results', 'page', examId, query],
    queryFn: async () => (await callApi(results.resultsPage, { params: { examId }, query })).data,
    placeholderData: keepPreviousData,
  });
}

/** Every scored result of an exam, best first (the printable merit list). */
export function useAllResults(examId: string, groupId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['results', 'all', examId, groupId],
    enabled,
    queryFn: async () =>
      (await callApi(examStaffRoutes.listResults, { params: { examId }, query: { groupId } })).data,
  });
}

/**
 * Every absent student of an exam (one group, or all) by name, read a page of 200 at a time: the
 * printable merit list lists them after the results, as the merit CSV does.
 */
export function useAbsentStudents(examId: string, groupId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['results', 'absent', examId, groupId],
    enabled,
    queryFn: async () => {
      const limit = 200;
      const rows: ResultsPageRow[] = [];
      for (;;) {
        const page = (
          await callApi(results.resultsPage, {
            params: { examId },
            query: { groupId, state: 'absent', limit, offset: rows.length },
          })
        ).data;
        rows.push(...page.items);
        if (page.items.length < limit || rows.length >= page.total) return rows;
      }
    },
  });
}

/** A student's result as the student sees it. */
export function useStudentResult(examId: string, studentId: string | undefined) {
  return useQuery({
    queryKey: ['results', 'student', examId, studentId],
    enabled: Boolean(studentId),
    queryFn: async () =>
      (await callApi(results.studentResult, { params: { examId, studentId: studentId! } })).data,
  });
}

/**
 * Whether the exam's re-score requested at `requestedAt` is still to run (keyed by the request, so an
 * earlier request's "done" is never taken for this one's). The finished re-score's socket event
 * fetches it again (`useLiveResults`: the key holds the exam); a slow poll covers a socket that is
 * down.
 */
export function useRescoreStatus(examId: string, requestedAt: string | null | undefined) {
  return useQuery({
    queryKey: ['results', 'rescore', examId, requestedAt],
    enabled: Boolean(requestedAt),
    queryFn: async () => (await callApi(examStaffRoutes.rescoreStatus, { params: { examId } })).data,
    refetchInterval: (q) => (q.state.data?.pending === false ? false : 15_000),
  });
}

/** Reloads every results view of the exam. */
export function useRefreshResults() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['results'] });
}

/**
 * Overrides (marks) or clears (null) the key's marks on one auto-marked answer of an attempt; the
 * results reload with the attempt scored again.
 */
export function useOverrideMarks(examId: string, attemptId: string) {
  const refresh = useRefreshResults();
  return useMutation({
    mutationFn: async ({ questionId, ...body }: OverrideMarksInput & { questionId: string }) =>
      (await callApi(marking.overrideMarks, { params: { examId, attemptId, questionId }, body })).data,
    onSuccess: refresh,
  });
}

/** What correcting a question's key would do to the exam's scored results (nothing is stored). */
export async function previewAnswerKeyFix(examId: string, questionId: string, answer: string[]) {
  return (await callApi(results.previewAnswerKeyFix, { params: { examId, questionId }, body: { answer } }))
    .data;
}

/** Corrects a question's key for this exam (a re-score is queued); `confirmRescore` once the impact was confirmed. */
export function useFixAnswerKey(examId: string) {
  return useMutation({
    mutationFn: async (input: {
      questionId: string;
      answer: string[];
      confirmRescore: boolean;
    }): Promise<AnswerKeyFixView> =>
      (
        await callApi(results.fixAnswerKey, {
          params: { examId, questionId: input.questionId },
          body: { answer: input.answer, ...(input.confirmRescore ? { confirmRescore: true } : {}) },
        })
      ).data,
  });
}

/** What voiding a question (or undoing its void, `kind: null`) would do to the scored results; nothing is stored. */
export async function previewQuestionVoid(
  examId: string,
  questionId: string,
  kind: QuestionVoidInput['kind'],
) {
  return (await callApi(results.previewQuestionVoid, { params: { examId, questionId }, body: { kind } }))
    .data;
}

/** Voids a question of this exam or undoes its void (a re-score is queued); `confirmRescore` once confirmed. */
export function useVoidQuestion(examId: string) {
  return useMutation({
    mutationFn: async (input: {
      questionId: string;
      kind: QuestionVoidInput['kind'];
      confirmRescore: boolean;
    }): Promise<QuestionVoidView> =>
      (
        await callApi(results.voidQuestion, {
          params: { examId, questionId: input.questionId },
          body: { kind: input.kind, ...(input.confirmRescore ? { confirmRescore: true } : {}) },
        })
      ).data,
  });
}

/** What publishing would do (results shown, students told); refused as the publish would be. */
export async function previewPublish(examId: string, scope: 'exam' | 'closedGroups') {
  return (await callApi(examStaffRoutes.publishPreview, { params: { examId }, query: { scope } })).data;
}

/** Hides the exam's published results again. */
export function useUnpublish(examId: string) {
  const refresh = useRefreshResults();
  return useMutation({
    mutationFn: async () => (await callApi(examStaffRoutes.unpublishResults, { params: { examId } })).data,
    onSuccess: refresh,
  });
}

/** Publishes the exam's results (all groups, closed groups only, or one group). */
export function usePublish(examId: string) {
  const refresh = useRefreshResults();
  return useMutation({
    mutationFn: async (body: PublishInput) =>
      (await callApi(examStaffRoutes.publishResults, { params: { examId }, body })).data,
    onSuccess: refresh,
  });
}

/** Downloads the merit list CSV with the staff session (a plain link would carry no session). */
export function downloadMeritCsv(examId: string, title: string): Promise<void> {
  return downloadFile(
    examStaffRoutes.meritListCsv,
    { params: { examId } },
    `merit-list-${title.replace(/[^\w-]+/g, '-').slice(0, 60)}.csv`,
  );
}
