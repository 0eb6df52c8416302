import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../context';
import { type PeriodicJob, startPeriodicJob } from '../../../lib/periodic-job';
import { loadExam } from '../exam-cache';
import { announceRescore } from './announce-rescore';
import { notifyChangedResults, notifyNewResults } from './notify-new-results';
import { lockExamGroupsShared } from './publish-lock-repository';
import { rankIfPublished } from './rank-if-published';
import {
  claimRescore,
  finishRescore,
  type RescoreClaim,
  releaseRescore,
  renewRescore,
} from './rescore-queue-repository';
import { type NewResult, scoreAttempt } from './score-attempt';
import { lockSubmittedAttempts } from './scoring-repository';

const CHUNK = 200;
// How often each node looks for requested re-scores.
const EVERY_MS = 5_000;

/**
 * One run of a claimed request: scores every submitted attempt of the exam again, a chunk per
 * transaction in id order (the rows locked as publishing locks them), announces results this publishes
 * and tells the students whose published result changed, and re-ranks. Answers how many it scored and
 * the students whose results are visible; null when the run lost its lease to another run.
 */
async function rescoreClaimed(
  ctx: AppContext,
  claim: RescoreClaim,
): Promise<{ scored: number; visibleTo: string[] } | null> {
  // Loaded from the database, not the cache: another node's change may not have reached this one yet.
  const exam = await loadExam(ctx.db, claim.examId);
  if (!exam) return { scored: 0, visibleTo: [] };
  let after: string | undefined;
  let scored = 0;
  let published = false;
  const visibleTo: string[] = [];
  for (;;) {
    const now = ctx.now();
    const chunk = await ctx.db.transaction(async (tx) => {
      // Before any row lock, as a publish takes its lock before locking rows.
      await lockExamGroupsShared(tx, exam.id, [...exam.assignments.keys()]);
      const rows = await lockSubmittedAttempts(tx, exam.id, after, CHUNK);
      const fresh: NewResult[] = [];
      const visible: string[] = [];
      const changed: NewResult[] = [];
      let anyPublished = false;
      for (const row of rows) {
        const outcome = await scoreAttempt(tx, exam, row.id, now);
        anyPublished ||= outcome.published;
        if (outcome.published) visible.push(row.studentId);
        if (outcome.newlyPublished) fresh.push(outcome.newlyPublished);
        if (outcome.changedPublished) changed.push(outcome.changedPublished);
      }
      return { ids: rows.map((r) => r.id), fresh, changed, anyPublished, visible };
    });
    scored += chunk.ids.length;
    visibleTo.push(...chunk.visible);
    published ||= chunk.anyPublished;
    await notifyNewResults(ctx, exam, chunk.fresh);
    // Told once the chunk committed: a chunk scored again by another run finds the figures unchanged.
    await notifyChangedResults(ctx, exam, chunk.changed);
    if (chunk.ids.length < CHUNK) break;
    after = chunk.ids.at(-1);
    if (!(await renewRescore(ctx.db, claim, ctx.now()))) return null;
  }
  if (scored > 0) await rankIfPublished(ctx, exam.id, published);
  return { scored, visibleTo };
}

/**
 * Runs every requested re-score: each exam's submitted attempts are scored
 * again and the exam re-ranked. Safe with several nodes: a request is claimed by one run at a time, and
 * one made during a run leaves it for another run. Returns how many attempts it scored.
 */
export async function runRequestedRescores(ctx: AppContext): Promise<number> {
  let total = 0;
  for (;;) {
    const claim = await claimRescore(ctx.db, ctx.now());
    if (!claim) return total;
    let run: Awaited<ReturnType<typeof rescoreClaimed>>;
    try {
      run = await rescoreClaimed(ctx, claim);
    } catch (err) {
      await releaseRescore(ctx.db, claim).catch(() => undefined);
      throw err;
    }
    if (run === null) continue;
    total += run.scored;
    await finishRescore(ctx.db, claim);
    // After the finish: a view told now reads the new marks and a re-score status of done.
    announceRescore(ctx, claim.examId, run.visibleTo);
  }
}

/** The re-score job of one node: looks for requests every few seconds until stopped. */
export function startRescoreJob(ctx: AppContext, log: FastifyBaseLogger): PeriodicJob {
  return startPeriodicJob(
    'exam rescore',
    EVERY_MS,
    async () => {
      const n = await runRequestedRescores(ctx);
      if (n > 0) log.info({ rescored: n }, 'exam attempts scored again');
    },
    log,
    ctx.metrics,
  );
}
