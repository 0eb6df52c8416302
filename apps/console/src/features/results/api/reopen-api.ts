import { examExceptionRoutes, type ReopenAttemptInput } from '@lms/domain/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** Reopens a student's submitted attempt; the exam's results are read again (it leaves the ranks). */
export function useReopenAttempt(examId: string, studentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReopenAttemptInput) =>
      (await callApi(examExceptionRoutes.reopenAttempt, { params: { examId, studentId }, body })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['results'] }),
  });
}
