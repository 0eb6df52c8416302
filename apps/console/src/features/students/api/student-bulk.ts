import {
  type BulkOutcome,
  type BulkStudentsBody,
  type StudentFilter,
  studentBulkRoutes,
} from '@lms/domain/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { downloadFile } from '../../../lib/download-file';

/** The students a bulk action is about: picked by id, or every student matching the list's filter. */
export type StudentChoice = { studentIds: string[] } | { filter: StudentFilter };

/** One action on many students in one call; afterwards the roster, the groups and open students load again. */
export function useBulkStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BulkStudentsBody): Promise<BulkOutcome> =>
      (await callApi(studentBulkRoutes.bulkStudents, { body })).data,
    onSuccess: () =>
      Promise.all(
        ['students', 'student', 'groups', 'group-page', 'group-detail'].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      ),
  });
}

/** Downloads the chosen students as .xlsx or CSV. */
export function downloadStudents(choice: StudentChoice, format: 'xlsx' | 'csv') {
  return downloadFile(
    studentBulkRoutes.exportStudents,
    { params: undefined, body: { format, ...choice } },
    `students.${format}`,
  );
}
