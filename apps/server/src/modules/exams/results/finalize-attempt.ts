import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Queryable } from '../../../db/client';
import { examAttempts } from '../../../db/schema';
import type { CachedExam } from '../exam-cache';
import { examServices } from '../exam-services';
import { notifyNewResults } from './notify-new-results';
import { hasPublishedResults, rankExam } from './rank-results';
import { type ScoreOutcome, scoreAttempt } from './score-attempt';

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
  const [row] = await tx
    .update(examAttempts)
    .set({ submittedAt: at, autoSubmitted: auto })
    .where(and(eq(examAttempts.id, attemptId), isNull(examAttempts.submittedAt)))
    .returning({ id: examAttempts.id });
  if (!row) return null;
  return scoreAttempt(tx, exam, attemptId, now);
}

/** Re-ranks an exam whose results changed when some of its results are public. */
export async function rankIfPublished(ctx: AppContext, examId: string, published: boolean): Promise<void> {
  if (published || (await hasPublishedResults(ctx.db, examId))) await rankExam(ctx.db, examId);
}

/**
 * Submits and scores one attempt (idempotent); null when it was submitted already. A result published
 * by it (its group's results are out) is ranked, and its student told.
 */
export async function finalizeAttempt(
  ctx: AppContext,
  exam: CachedExam,
  attemptId: string,
  at: Date,
): Promise<ScoreOutcome | null> {
  const outcome = await ctx.db.transaction((tx) => submitAndScore(tx, exam, attemptId, at, false, ctx.now()));
  if (!outcome) return null;
  if (outcome.staleExam) examServices(ctx).exams.invalidate(exam.id);
  await rankIfPublished(ctx, exam.id, outcome.published);
  if (outcome.newlyPublished) await notifyNewResults(ctx, exam, [outcome.newlyPublished]);
  return outcome;
}
