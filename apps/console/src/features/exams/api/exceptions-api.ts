import { examExceptionRoutes, examMonitorRoutes, type RouteInput } from '@lms/domain/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

type ExceptionBody = RouteInput<typeof examExceptionRoutes.setExamException>['body'];

const exceptionsKey = (examId: string) => ['exam-exceptions', examId] as const;

/** The exam's exceptions for students and groups. */
export function useExamExceptions(examId: string) {
  return useQuery({
    queryKey: exceptionsKey(examId),
    queryFn: async () => (await callApi(examExceptionRoutes.listExamExceptions, { params: { examId } })).data,
  });
}

/** Sets (or replaces) the exception of a student or a group. */
export function useSetException(examId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ExceptionBody) =>
      (await callApi(examExceptionRoutes.setExamException, { params: { examId }, body })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: exceptionsKey(examId) }),
  });
}

/** Removes an exception. */
export function useRemoveException(examId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (exceptionId: string) =>
      (await callApi(examExceptionRoutes.removeExamException, { params: { examId, exceptionId } })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: exceptionsKey(examId) }),
  });
}

/** Students of the exam's groups whose name or phone holds `search` (at most 20). */
export async function searchExamStudents(examId: string, search: string) {
  const page = await callApi(examMonitorRoutes.listMonitorStudents, {
    params: { examId },
    query: { search, limit: 20, offset: 0 },
  });
  return page.data.items;
}
