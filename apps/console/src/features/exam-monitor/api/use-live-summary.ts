import { type ExamMonitorSummary, monitorSocketEvents } from '@lms/domain/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { openStaffSocket } from '../../../lib/staff-socket';
import { monitorKeys } from './monitor-api';

// The students table is fetched again on a push at most this often: the counts come every second.
const TABLE_REFRESH_MS = 3000;

/**
 * Watches an exam over the staff socket: each pushed summary replaces the counts, and the students
 * table is fetched again (at most every 3 seconds). Answers whether the socket is connected.
 */
export function useLiveSummary(examId: string): boolean {
  const client = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    const socket = openStaffSocket();
    if (!socket) return;
    let lastRefresh = 0;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const refreshTable = () => {
      const wait = lastRefresh + TABLE_REFRESH_MS - Date.now();
      if (pending) return;
      pending = setTimeout(
        () => {
          pending = undefined;
          lastRefresh = Date.now();
          void client.invalidateQueries({ queryKey: monitorKeys.students(examId) });
        },
        Math.max(0, wait),
      );
    };
    const show = (summary: ExamMonitorSummary) => {
      if (summary.examId !== examId) return;
      client.setQueryData(monitorKeys.summary(examId), summary);
      refreshTable();
    };
    socket.on('connect', () => {
      socket.emit(
        monitorSocketEvents.watch,
        { examId },
        (answer: { ok: boolean; summary?: ExamMonitorSummary }) => {
          setLive(answer.ok);
          if (answer.summary) show(answer.summary);
        },
      );
    });
    socket.on('disconnect', () => setLive(false));
    socket.on(monitorSocketEvents.summary, show);
    return () => {
      if (pending) clearTimeout(pending);
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [client, examId]);
  return live;
}
