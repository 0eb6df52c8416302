import { examExceptionRoutes } from '@lms/domain/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** Sets a student's standing extra time (0 removes it); the student's detail is read again. */
export function useSetStandingExtraTime(studentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (minutes: number) =>
      (await callApi(examExceptionRoutes.setStandingExtraTime, { params: { studentId }, body: { minutes } }))
        .data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['student', studentId] }),
  });
}
