import type { AppContext } from '../../../context';
import type { CachedExam } from '../exam-cache';
import { examServices } from '../exam-services';
import { notifyNewResults } from './notify-new-results';
import { rankIfPublished } from './rank-if-published';
import type { ScoreOutcome } from './score-attempt';

/**
 * Submits and scores one attempt (idempotent; batched with the submits arriving with it); null when
 * it was submitted already. A result published by it (its group's results are out) is ranked, and its
 * student told.
 */
export async function finalizeAttempt(
  ctx: AppContext,
  exam: CachedExam,
  attemptId: string,
  at: Date,
): Promise<ScoreOutcome | null> {
  const outcome = await examServices(ctx).submits.submit(exam, attemptId, at);
  if (!outcome) return null;
  if (outcome.staleExam) examServices(ctx).exams.invalidate(exam.id);
  await rankIfPublished(ctx, exam.id, outcome.published, outcome.examHasPublished);
  if (outcome.newlyPublished) await notifyNewResults(ctx, exam, [outcome.newlyPublished]);
  return outcome;
}
