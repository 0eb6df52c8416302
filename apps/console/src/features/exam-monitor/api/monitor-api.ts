import { examMonitorRoutes, type MonitorState, type RouteInput } from '@lms/domain/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** The filters and page of the students table. */
export interface StudentsQuery {
  state?: MonitorState | undefined;
  groupId?: string | undefined;
  search?: string | undefined;
  limit: number;
  offset: number;
}

/** The query keys of one exam's monitor. */
export const monitorKeys = {
  summary: (examId: string) => ['exam-monitor', examId, 'summary'] as const,
  students: (examId: string) => ['exam-monitor', examId, 'students'] as const,
};

/** Live exams of a time range (the browser's day by default). */
export function useExamDay(range: { from: string; to: string }) {
  return useQuery({
    queryKey: ['exam-day', range],
    queryFn: async () => (await callApi(examMonitorRoutes.listExamDay, { query: range })).data,
    refetchInterval: 60_000,
  });
}

/** The exam's counts per group (the socket keeps them current: see useLiveSummary). */
export function useMonitorSummary(examId: string) {
  return useQuery({
    queryKey: monitorKeys.summary(examId),
    queryFn: async () => (await callApi(examMonitorRoutes.getMonitor, { params: { examId } })).data,
  });
}

/** One page of the exam's students; the previous page stays while the next loads. */
export function useMonitorStudents(examId: string, query: StudentsQuery) {
  return useQuery({
    queryKey: [...monitorKeys.students(examId), query],
    queryFn: async () =>
      (await callApi(examMonitorRoutes.listMonitorStudents, { params: { examId }, query })).data,
    placeholderData: keepPreviousData,
  });
}

type ExtendBody = RouteInput<typeof examMonitorRoutes.extendTime>['body'];

/** Adds minutes to one student, a group, or everyone sitting the exam. */
export function useExtendTime(examId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ExtendBody) =>
      (await callApi(examMonitorRoutes.extendTime, { params: { examId }, body })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: monitorKeys.students(examId) }),
  });
}

/** Submits a student's attempt for them. */
export function useSubmitForStudent(examId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (studentId: string) =>
      (await callApi(examMonitorRoutes.submitForStudent, { params: { examId, studentId } })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['exam-monitor', examId] }),
  });
}
