/** How many of the institute's newest exams decide its usual pass mark. */
export const USUAL_PASS_MARK_EXAMS = 10;

/**
 * The pass mark (percent) an institute usually sets, offered when a new exam is written: the one most
 * of its newest exams use (`recent`, newest first; a tie goes to the one used most recently), or null
 * with no exams yet, when the controller types it.
 */
export function usualPassMark(recent: readonly number[]): number | null {
  const counts = new Map<number, number>();
  for (const mark of recent.slice(0, USUAL_PASS_MARK_EXAMS)) counts.set(mark, (counts.get(mark) ?? 0) + 1);
  let best: number | null = null;
  // Map keeps first-seen order, newest first, so `>` keeps the newest of a tie.
  for (const [mark, count] of counts) if (best === null || count > counts.get(best)!) best = mark;
  return best;
}
