import {
  type ExamListQuery,
  examAuthoringRoutes,
  examStaffRoutes,
  type RouteInput,
} from '@lms/domain/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

type ExamBody = RouteInput<typeof examStaffRoutes.createExam>['body'];
type ExamChange = RouteInput<typeof examStaffRoutes.updateExam>['body'];
type AssignmentBody = RouteInput<typeof examStaffRoutes.assignExam>['body'];
type AssignmentChange = RouteInput<typeof examStaffRoutes.updateAssignment>['body'];

/** A page of exams, filtered by the server. */
export function useExamPage(query: ExamListQuery) {
  return useQuery({
    queryKey: ['exam-page', query],
    queryFn: async () => (await callApi(examAuthoringRoutes.pageExams, { query })).data,
    placeholderData: keepPreviousData,
  });
}

/** The subjects and groups an exam can use. */
export function useExamOptions() {
  return useQuery({
    queryKey: ['exam-options'],
    queryFn: async () => (await callApi(examAuthoringRoutes.examOptions, {})).data,
    staleTime: 60_000,
  });
}

/** One exam with its questions and groups (none while `examId` is null). */
export function useExam(examId: string | null) {
  return useQuery({
    queryKey: ['exam', examId],
    queryFn: async () => (await callApi(examStaffRoutes.getExam, { params: { examId: examId ?? '' } })).data,
    enabled: examId !== null,
  });
}

function useReloadExams() {
  const queryClient = useQueryClient();
  return async (examId: string) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['exam-page'] }),
      queryClient.invalidateQueries({ queryKey: ['exam', examId] }),
    ]);
  };
}

/** Saves an exam: creates it without an id, else sends the change. Answers the exam as stored. */
export function useSaveExam() {
  const reload = useReloadExams();
  return useMutation({
    mutationFn: async ({ examId, body }: { examId: string | null; body: ExamBody & ExamChange }) =>
      examId
        ? (await callApi(examStaffRoutes.updateExam, { params: { examId }, body })).data
        : (await callApi(examStaffRoutes.createExam, { body })).data,
    onSuccess: (exam) => reload(exam._id),
  });
}

/** Makes a draft copy of an exam (the same `requestKey` again answers the same copy); answers its id. */
export function useDuplicateExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ examId, requestKey }: { examId: string; requestKey: string }) =>
      (await callApi(examAuthoringRoutes.duplicateExam, { params: { examId }, body: { requestKey } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['exam-page'] }),
  });
}

/** What a change of a saved exam would do to its scored results (nothing is stored). */
export async function previewExamUpdate(examId: string, body: ExamChange) {
  return (await callApi(examStaffRoutes.previewExamUpdate, { params: { examId }, body })).data;
}

/** What a change of a group's schedule would do to the exam's scored results (nothing is stored). */
export async function previewAssignmentUpdate(examId: string, groupId: string, body: AssignmentChange) {
  const { confirmRescore: _, ...patch } = body;
  return (
    await callApi(examAuthoringRoutes.previewAssignmentUpdate, { params: { examId, groupId }, body: patch })
  ).data;
}

/** Gives the exam to a group with a schedule. */
export function useAssignExam(examId: string) {
  const reload = useReloadExams();
  return useMutation({
    mutationFn: async (body: AssignmentBody) =>
      (await callApi(examStaffRoutes.assignExam, { params: { examId }, body })).data,
    onSuccess: () => reload(examId),
  });
}

/** Changes a group's schedule. */
export function useUpdateAssignment(examId: string) {
  const reload = useReloadExams();
  return useMutation({
    mutationFn: async ({ groupId, body }: { groupId: string; body: AssignmentChange }) =>
      (await callApi(examStaffRoutes.updateAssignment, { params: { examId, groupId }, body })).data,
    onSuccess: () => reload(examId),
  });
}

/** Takes the exam away from a group. */
export function useRemoveAssignment(examId: string) {
  const reload = useReloadExams();
  return useMutation({
    mutationFn: async (groupId: string) =>
      (await callApi(examStaffRoutes.removeAssignment, { params: { examId, groupId } })).data,
    onSuccess: () => reload(examId),
  });
}
