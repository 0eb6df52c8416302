import type { Queryable } from '../../../db/client';
import type { CachedExam } from '../exam-cache';
import { type ScoreOutcome, scoreAttempt } from './score-attempt';
import { markSubmittedHoldingGroup } from './scoring-repository';

/**
 * Inside a transaction: marks the attempt submitted at `at` unless it is already, then scores it.
 * Null when it was submitted already. Four round trips with the transaction's own. The submit waits for answer writes in flight (they share-lock
 * the attempt row), so every acknowledged answer is scored.
 */
export async function submitAndScore(
  tx: Queryable,
  exam: CachedExam,
  attemptId: string,
  at: Date,
  auto: boolean,
  now: Date,
): Promise<ScoreOutcome | null> {
  if (!(await markSubmittedHoldingGroup(tx, attemptId, at, auto))) return null;
  return scoreAttempt(tx, exam, attemptId, now, { groupLocked: true });
}
