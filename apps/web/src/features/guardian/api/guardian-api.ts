import { SCOREBOARD_PAGE_SIZE } from '@lms/domain';
import { guardianRoutes, routePath, type ScoreboardData } from '@lms/domain/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { downloadReceipt } from '../../../lib/download-receipt';
import { nextLastId } from '../../../lib/scoreboard-pages';

/** The signed-in guardian with their children (GET /guardian/me). */
export function useGuardian() {
  return useQuery({
    queryKey: ['guardian', 'me'],
    queryFn: async () => (await callApi(guardianRoutes.me, {})).data,
  });
}

/** A page of a child's scoreboard after `lastId`, with the analytics. */
export async function getChildScoreboard(
  studentId: string,
  lastId?: string,
  limit = SCOREBOARD_PAGE_SIZE,
): Promise<ScoreboardData> {
  return (await callApi(guardianRoutes.scoreboard, { params: { studentId }, query: { lastId, limit } })).data;
}

/** A child's scoreboard, 10 rows at a time (Load More). */
export function useChildScoreboard(studentId: string) {
  return useInfiniteQuery({
    queryKey: ['guardian', 'child', studentId, 'scoreboard'],
    queryFn: ({ pageParam }) => getChildScoreboard(studentId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => nextLastId(page),
  });
}

/** One of a child's results, or the code (notPublishedYet) the student would get. */
export function useChildResult(studentId: string, examId: string, groupId: string) {
  return useQuery({
    queryKey: ['guardian', 'child', studentId, 'result', examId, groupId],
    queryFn: async () =>
      (await callApi(guardianRoutes.result, { params: { studentId, examId, groupId } })).data,
    retry: false,
  });
}

/** A child's dues, receipts and what is owed. */
export function useChildFees(studentId: string) {
  return useQuery({
    queryKey: ['guardian', 'child', studentId, 'fees'],
    queryFn: async () => (await callApi(guardianRoutes.fees, { params: { studentId } })).data,
  });
}

/** Downloads one of a child's receipts as a PDF. */
export function downloadChildReceipt(
  studentId: string,
  receipt: { _id: string; serial: string },
  lang: 'en' | 'bn',
) {
  return downloadReceipt(
    receipt,
    lang,
    routePath(guardianRoutes.receiptPdf, { studentId, paymentId: receipt._id }),
  );
}

/** The notices sent to a child's groups, newest first. */
export function useChildNotices(studentId: string) {
  return useQuery({
    queryKey: ['guardian', 'child', studentId, 'notices'],
    queryFn: async () => (await callApi(guardianRoutes.notices, { params: { studentId } })).data,
  });
}

/** Ends the guardian's session on the server. */
export async function logoutGuardian(): Promise<void> {
  await callApi(guardianRoutes.logout, {});
}
