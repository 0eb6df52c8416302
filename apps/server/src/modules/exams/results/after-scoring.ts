import type { AppContext } from '../../../context';
import type { CachedExam, ExamCache } from '../exam-cache';
import { notifyNewResults } from './notify-new-results';
import { rankIfPublished } from './rank-if-published';
import type { ScoreOutcome } from './score-attempt';

/**
 * What follows scorings of one exam once they are committed: a cached exam older than the database's is
 * dropped, the merit list is ranked again when a result is (or was) public, and each student whose
 * result became visible is told, once.
 */
export async function afterScoring(
  ctx: AppContext,
  exams: ExamCache,
  exam: CachedExam,
  outcomes: Iterable<ScoreOutcome>,
): Promise<void> {
  let stale = false;
  let published = false;
  let known: boolean | undefined;
  const fresh = [];
  for (const outcome of outcomes) {
    stale ||= outcome.staleExam;
    published ||= outcome.published;
    if (outcome.examHasPublished !== undefined) known = (known ?? false) || outcome.examHasPublished;
    if (outcome.newlyPublished) fresh.push(outcome.newlyPublished);
  }
  if (stale) exams.invalidate(exam.id);
  await rankIfPublished(ctx, exam.id, published, known);
  if (fresh.length > 0) await notifyNewResults(ctx, exam, fresh);
}
