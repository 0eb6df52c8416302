import { STAFF_RESULTS_CHANGED_EVENT } from '@lms/domain/contract';
import { type Query, type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openStaffSocket } from './staff-socket';

/**
 * Whether a query shows marks that a re-score of `examId` may have changed: every query keyed by the
 * exam (results page, statistics, item analysis, a student's result, the merit list, marking), and a
 * student's record, whose attempts list shows marks of every exam.
 */
export function showsMarksOf(queryKey: QueryKey, examId: string): boolean {
  return queryKey.includes(examId) || queryKey[0] === 'student';
}

/**
 * Whether a query shows marks of some exam (any results view, marking, a student's record): what a
 * (re)connected socket fetches again, since a re-score may have finished while it was not listening.
 */
export function showsMarks(queryKey: QueryKey): boolean {
  return queryKey[0] === 'results' || queryKey[0] === 'marking' || queryKey[0] === 'student';
}

/**
 * Fetches the matching views again. A view's first load still in flight is not restarted by an
 * invalidation (TanStack Query keeps a first fetch running), yet it may have read the marks from before
 * the change: it is cancelled (back to loading) and fetched anew.
 */
export async function refetchMarks(client: QueryClient, matches: (query: Query) => boolean): Promise<void> {
  await client.cancelQueries({
    predicate: (query) =>
      matches(query) && query.state.data === undefined && query.state.fetchStatus === 'fetching',
  });
  await client.invalidateQueries({ predicate: matches });
}

/**
 * While the signed-in console is shown, a staff socket of its own listens for finished re-scores: the
 * views of that exam's marks are fetched again, whatever page is open and whoever asked for the
 * re-score (a key fixed here, another staff member, an exam edit). The server tells only staff who may
 * read results.
 */
export function useLiveResults(): void {
  const client = useQueryClient();
  useEffect(() => {
    const socket = openStaffSocket();
    if (!socket) return;
    // A re-score that finished after a view was fetched but before the socket listened (a page just
    // opened, a dropped connection) sent its event to nobody: views fetched before this (re)connection
    // are fetched again.
    socket.on('connect', () => {
      const connectedAt = Date.now();
      void client.invalidateQueries({
        predicate: (query) =>
          showsMarks(query.queryKey) &&
          query.state.dataUpdatedAt > 0 &&
          query.state.dataUpdatedAt < connectedAt,
      });
    });
    socket.on(STAFF_RESULTS_CHANGED_EVENT, (event: { examId?: unknown }) => {
      const examId = event?.examId;
      if (typeof examId !== 'string') return;
      void refetchMarks(client, (query) => showsMarksOf(query.queryKey, examId));
    });
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [client]);
}
