/** How a student sat an exam: online in the app, or on paper (an accepted OMR sheet). */
export const ATTEMPT_SOURCES = ['online', 'paper'] as const;

/** How a student sat an exam. */
export type AttemptSource = (typeof ATTEMPT_SOURCES)[number];

/** A student's attempt as the counting rule sees it. */
export interface SourcedAttempt {
  source: AttemptSource;
  /** Submitted (online) or accepted (paper). */
  submitted: boolean;
}

/**
 * Which of a student's attempts at one exam counts in results, the merit list and statistics when
 * they sat it both online and on paper: the online attempt once it is submitted (what the student
 * sent themselves, timed and logged), else the paper one. Null when none counts yet. Staff see the
 * student once, flagged as having both.
 */
export function countedAttemptSource(attempts: readonly SourcedAttempt[]): AttemptSource | null {
  if (attempts.some((a) => a.source === 'online' && a.submitted)) return 'online';
  if (attempts.some((a) => a.source === 'paper' && a.submitted)) return 'paper';
  return null;
}
