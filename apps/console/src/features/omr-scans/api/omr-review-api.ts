import { examStaffRoutes, type OmrSheetCorrection, omrReviewRoutes, staffRoutes } from '@lms/domain/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** A sheet of a read: `:scanId` and `:page`. */
interface SheetRef {
  scanId: string;
  page: number;
}

/** The exam's questions in paper order (question n on the sheet is the n-th). */
export function useExamQuestions(examId: string) {
  return useQuery({
    queryKey: ['exam', examId],
    queryFn: async () => (await callApi(examStaffRoutes.getExam, { params: { examId } })).data,
    select: (exam) => exam.questions,
  });
}

/** Students whose name or roll holds `search` (for picking a sheet's student); off while empty. */
export function useStudentPick(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['students', { search, limit: 10 }],
    queryFn: async () =>
      (
        await callApi(staffRoutes.listStudents, {
          query: { search, sort: 'name', order: 'asc', limit: 10, offset: 0, active: 'true' },
        })
      ).data.items,
    enabled: enabled && search.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

/** After a review write: the read's sheets anew. */
function useRefreshScan(examId: string, scanId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['omr-scan', examId, scanId] });
}

/** Corrects a sheet's roll (or student), set or marks. */
export function useCorrectSheet(examId: string, sheet: SheetRef) {
  const refresh = useRefreshScan(examId, sheet.scanId);
  return useMutation({
    mutationFn: async (body: OmrSheetCorrection) =>
      (await callApi(omrReviewRoutes.correctOmrSheet, { params: { examId, ...sheet }, body })).data,
    onSuccess: refresh,
  });
}

/** Makes a sheet its student's paper attempt (`confirmRescore` after the server asked). */
export function useAcceptSheet(examId: string, sheet: SheetRef) {
  const refresh = useRefreshScan(examId, sheet.scanId);
  return useMutation({
    mutationFn: async (confirmRescore: boolean) =>
      (
        await callApi(omrReviewRoutes.acceptOmrSheet, {
          params: { examId, ...sheet },
          body: confirmRescore ? { confirmRescore } : {},
        })
      ).data,
    onSuccess: refresh,
  });
}

/** Accepts every clean sheet of a read with a student. */
export function useAcceptClean(examId: string, scanId: string) {
  const refresh = useRefreshScan(examId, scanId);
  return useMutation({
    mutationFn: async () =>
      (await callApi(omrReviewRoutes.acceptCleanOmrSheets, { params: { examId, scanId } })).data,
    onSuccess: refresh,
  });
}
