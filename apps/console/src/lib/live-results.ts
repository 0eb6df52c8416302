import { STAFF_RESULTS_CHANGED_EVENT } from '@lms/domain/contract';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
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
    socket.on(STAFF_RESULTS_CHANGED_EVENT, (event: { examId?: unknown }) => {
      const examId = event?.examId;
      if (typeof examId !== 'string') return;
      void client.invalidateQueries({ predicate: (query) => showsMarksOf(query.queryKey, examId) });
    });
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [client]);
}
