import { isPastDeadline } from '@lms/domain';
import type { MonitorState, MonitorStudentRow } from '@lms/domain/contract';

/** A row's state as the monitor shows it: the server's, or "time over" once the deadline has passed. */
export type ShownState = MonitorState | 'timeOver';

type Timed = Pick<MonitorStudentRow, 'state' | 'deadline'>;

const sitting = (row: Timed): boolean => row.state === 'answering' || row.state === 'offline';

/**
 * The state to show for a row at `serverNow` (epoch ms, server time): a student still sitting whose
 * deadline has passed is "time over" — the server submits such an attempt only after a grace period,
 * and until then it would go on saying "answering".
 */
export function shownState(row: Timed, serverNow: number): ShownState {
  if (sitting(row) && row.deadline && isPastDeadline(serverNow, row.deadline)) return 'timeOver';
  return row.state;
}

/** Milliseconds until the next sitting row's deadline passes (server time), or null when none is ahead. */
export function untilNextTimeOver(rows: readonly Timed[], serverNow: number): number | null {
  let next: number | null = null;
  for (const row of rows) {
    if (!sitting(row) || !row.deadline) continue;
    const wait = Date.parse(row.deadline) - serverNow;
    if (wait > 0 && (next === null || wait < next)) next = wait;
  }
  return next;
}
