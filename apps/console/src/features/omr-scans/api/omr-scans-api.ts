import { examStaffRoutes, type OmrScanView, omrScanRoutes } from '@lms/domain/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { uploadFile } from '../../../lib/upload';

const POLL_MS = 1_500;
const reading = (scan: OmrScanView | undefined) => scan?.state === 'queued' || scan?.state === 'running';

/** The exam's title (for the page's heading). */
export function useExamTitle(examId: string) {
  return useQuery({
    queryKey: ['exam', examId],
    queryFn: async () => (await callApi(examStaffRoutes.getExam, { params: { examId } })).data,
    select: (exam) => exam.title,
  });
}

/** The exam's reads of scans and CSV imports, newest first. */
export function useOmrScans(examId: string) {
  return useQuery({
    queryKey: ['omr-scans', examId],
    queryFn: async () => (await callApi(omrScanRoutes.omrScans, { params: { examId } })).data,
  });
}

/**
 * One read with its sheets, asked again every 1.5 s while it is queued or running; once it ends the
 * exam's list is fetched anew (its counts changed).
 */
export function useOmrScan(examId: string, scanId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['omr-scan', examId, scanId],
    queryFn: async () => {
      const scan = (await callApi(omrScanRoutes.omrScan, { params: { examId, scanId: scanId ?? '' } })).data;
      if (!reading(scan)) void queryClient.invalidateQueries({ queryKey: ['omr-scans', examId] });
      return scan;
    },
    enabled: scanId !== null,
    refetchInterval: (query) => (reading(query.state.data) ? POLL_MS : false),
  });
}

/**
 * Uploads the scans one after another (`onFile` says which is on its way) and starts reading them;
 * answers the read's id (the one there is when the same files were read before).
 */
export function useStartOmrScan(examId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { files: File[]; sets: string[]; onFile: (index: number) => void }) => {
      const keys: string[] = [];
      for (const [i, file] of input.files.entries()) {
        input.onFile(i);
        keys.push(await uploadFile(file, 'file', '', 'omrScan'));
      }
      return (
        await callApi(omrScanRoutes.startOmrScan, { params: { examId }, body: { keys, sets: input.sets } })
      ).data._id;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['omr-scans', examId] }),
  });
}

/** Imports a CSV of marks read elsewhere; answers the read's id (the earlier one for the same file). */
export function useImportOmrCsv(examId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { file: File; sets: string[] }) =>
      (
        await callApi(omrScanRoutes.importOmrCsv, {
          params: { examId },
          body: { csv: await input.file.text(), sets: input.sets },
        })
      ).data._id,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['omr-scans', examId] }),
  });
}
