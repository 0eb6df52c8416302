import { formatInstant } from './time';

/** A group's window of a live exam, for the publish rule (epoch ms; null: no end). */
export interface GroupWindow {
  groupId: string;
  name: string;
  endsAtMs: number | null;
}

/**
 * The groups whose window of a live exam has not closed at `nowMs`: no end, or an end not passed yet
 * (a group that has not started is among them). Publishing while one is open would show the key to
 * students who may still sit the exam, and merit positions would move as their results come in.
 */
export function openWindows(windows: readonly GroupWindow[], nowMs: number): GroupWindow[] {
  return windows.filter((w) => w.endsAtMs === null || w.endsAtMs >= nowMs);
}

/** Why a publish is refused: each open group and until when ('27 Nov 2026, 09:42 UTC'). */
export function openWindowsReason(open: readonly GroupWindow[]): string {
  const parts = open.map((w) =>
    w.endsAtMs === null
      ? `${w.name} (the window has no end)`
      : `${w.name} (open until ${formatInstant(w.endsAtMs, 'DD MMM YYYY, HH:mm [UTC]')})`,
  );
  return `The exam window is still open for ${parts.join(', ')}. Publish when it closes, or publish for the closed groups only.`;
}

/**
 * Whether a result not published yet becomes visible to its student as soon as it is scored: a
 * practice exam's always, a live exam's once its group's results are published (later results of that
 * group are published as they come).
 */
export function isPublishedWhenScored(
  exam: { isPractice: boolean },
  groupResultsPublished: boolean,
): boolean {
  return exam.isPractice || groupResultsPublished;
}
