import type { AppContext } from '../../../context';
import type { CachedExam } from '../exam-cache';
import { examServices } from '../exam-services';
import type { MarkedAttempt } from './scoring-repository';

/**
 * Submits one attempt (idempotent; batched with the submits arriving with it); null when it was
 * submitted already. Its scoring follows at once (the scorer): a result it publishes (its group's
 * results are out) is then ranked, and its student told.
 */
export function finalizeAttempt(
  ctx: AppContext,
  exam: CachedExam,
  attemptId: string,
  at: Date,
): Promise<MarkedAttempt | null> {
  return examServices(ctx).submits.submit(exam, attemptId, at);
}
