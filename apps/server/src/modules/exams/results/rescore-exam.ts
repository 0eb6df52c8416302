import { inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { exams } from '../../../db/schema';
import { notFound } from '../../../lib/http-error';
import { examServices } from '../exam-services';
import { findRescore, requestRescores } from './rescore-queue';

/** Whether an exam waits for a re-score: none, requested (a job run will take it), or being run. */
export type RescoreState = 'idle' | 'queued' | 'running';

/**
 * Records that exams changed (content, questions, schedules): their version moves so every node reloads
 * them, and this node forgets them at once. With `rescore`, a re-score of their submitted attempts is
 * requested in the same transaction; the background job (`rescore-job.ts`) does it, not the caller.
 */
export async function examsChanged(ctx: AppContext, examIds: string[], options: { rescore: boolean }) {
  const unique = [...new Set(examIds)];
  if (unique.length === 0) return;
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const changed = await tx
      .update(exams)
      .set({ version: sql`${exams.version} + 1`, updatedAt: now })
      .where(inArray(exams.id, unique))
      .returning({ id: exams.id });
    const ids = changed.map((e) => e.id);
    if (options.rescore) await requestRescores(tx, ids, now);
  });
  const services = examServices(ctx);
  for (const examId of unique) services.exams.invalidate(examId);
}

/** The exam's re-score as staff see it. */
export async function rescoreStatus(ctx: AppContext, examId: string) {
  if (!(await examServices(ctx).exams.get(examId))) throw notFound('No such exam');
  const row = await findRescore(ctx.db, examId);
  const running = Boolean(row?.leaseUntil && row.leaseUntil > ctx.now());
  const state: RescoreState = !row ? 'idle' : running ? 'running' : 'queued';
  return {
    examId,
    state,
    /** True until a run has scored every submitted attempt since the latest request. */
    pending: state !== 'idle',
    requestedAt: row?.requestedAt.toISOString() ?? null,
    startedAt: running ? (row?.startedAt?.toISOString() ?? null) : null,
  };
}

/**
 * Staff asked for every submitted attempt to be scored again: the request is recorded and answered at
 * once; the background job scores and re-ranks. A request during a run makes another run.
 */
export async function queueRescore(ctx: AppContext, examId: string) {
  if (!(await examServices(ctx).exams.get(examId))) throw notFound('No such exam');
  await requestRescores(ctx.db, [examId], ctx.now());
  return rescoreStatus(ctx, examId);
}
