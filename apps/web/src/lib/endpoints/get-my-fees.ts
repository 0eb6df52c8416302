import { feesStudentRoutes } from '@lms/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';

/** The student's dues, payments and receipts (GET /fees/mine): My Courses shows a course's due from it. */
export function useMyFees() {
  return useQuery({
    queryKey: ['student', 'fees'],
    queryFn: async () => (await callApi(feesStudentRoutes.myFees, {})).data,
  });
}
