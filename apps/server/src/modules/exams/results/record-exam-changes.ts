import type { AppContext } from '../../../context';
import type { Tx } from '../../../db/client';
import { bumpExamVersions } from '../authoring/exam-repository';
import { announceExamChanges } from '../exam-services';
import { requestRescores } from './rescore-queue-repository';

/**
 * Records that exams changed (content, questions, schedules): their version moves so every node reloads
 * them, and every node forgets them at once (announced). With `rescore`, a re-score of their submitted attempts is
 * requested in the same transaction; the background job (`rescore-job.ts`) does it, not the caller.
 */
export async function recordExamChanges(
  ctx: AppContext,
  examIds: string[],
  options: { rescore: boolean; change?: (tx: Tx) => Promise<void> },
) {
  const unique = [...new Set(examIds)];
  if (unique.length === 0) return;
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    // The change itself, when given, is made in the same transaction as its version bump and request.
    await options.change?.(tx);
    const ids = await bumpExamVersions(tx, unique, now);
    if (options.rescore) await requestRescores(tx, ids, now);
  });
  announceExamChanges(ctx, unique);
}
