import type { Queryable } from '../../../db/client';
import type { CachedExam } from '../exam-cache';
import { lockExamGroupsShared } from './publish-lock-repository';
import { type ScoreOutcome, scoreAttempts } from './score-attempt';
import { markSubmitted } from './scoring-repository';

/**
 * Inside a transaction: marks the attempt submitted at `at` unless it is already, then scores it.
 * Null when it was submitted already. The submit waits for answer writes in flight (they share-lock
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
  return (await submitAndScoreMany(tx, exam, [{ id: attemptId, at }], auto, now)).get(attemptId) ?? null;
}

/**
 * Inside a transaction: `submitAndScore` for attempts of one exam, in four statements whatever their
 * number (mark, lock the groups' publish locks shared in one order, lock and read, store). By attempt
 * id; an attempt submitted already is left out.
 */
export async function submitAndScoreMany(
  tx: Queryable,
  exam: CachedExam,
  items: { id: string; at: Date }[],
  auto: boolean,
  now: Date,
): Promise<Map<string, ScoreOutcome>> {
  const marked = await markSubmitted(tx, items, auto);
  if (marked.length === 0) return new Map();
  await lockExamGroupsShared(tx, exam.id, [...new Set(marked.map((m) => m.groupId))]);
  return scoreAttempts(
    tx,
    exam,
    marked.map((m) => m.id),
    now,
  );
}
