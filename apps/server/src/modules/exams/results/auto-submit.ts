import { isAutoSubmitDue } from '@lms/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../context';
import { type PeriodicJob, startPeriodicJob } from '../../../lib/periodic-job';
import type { CachedExam } from '../exam-cache';
import { examServices } from '../exam-services';
import { scoreByExam, scoreLeftoverResults } from './score-pending';
import { claimDueAttempts, markSubmitted } from './scoring-repository';

// A round only claims and marks (two statements whatever its size); the scoring, the long part, is the
// scorer's, outside the round's transaction. So the rows are locked for milliseconds however many they are.
const ROUND = 1000;
/** A submit's scoring follows it within a moment; one still unscored after this was left by a stopped node. */
const LEFTOVER_AFTER_MS = 30_000;

/**
 * Submits every open attempt whose deadline plus the offline grace has passed, as submitted at its
 * deadline, then scores them through the scorer and waits for that: when it returns, each attempt it
 * submitted is scored, ranked if its result is published, and its student told. Safe with several
 * nodes: each round claims its rows with FOR NO KEY UPDATE SKIP LOCKED and marks them before it commits, so
 * two nodes (or a node and the student's own submit) never submit the same attempt. Rounds of `round`
 * attempts follow each other until none is due. Returns how many it submitted.
 */
export async function submitDueAttempts(ctx: AppContext, { round = ROUND } = {}): Promise<number> {
  // Each round's scoring starts once the round is committed, while the next round is claimed.
  const scorings: Promise<void>[] = [];
  const marking = await submitDueRounds(ctx, round, (marked) => {
    scorings.push(scoreByExam(ctx, marked));
  }).then(
    (submitted) => ({ submitted }),
    (error: unknown) => ({ error }),
  );
  // Waited for even when a round failed, so no scoring is left running unobserved. A failed scoring
  // leaves its attempts submitted and unscored: the next reader or the sweep scores them.
  const failed = (await Promise.allSettled(scorings)).find((s) => s.status === 'rejected');
  if ('error' in marking) throw marking.error;
  if (failed) throw failed.reason;
  return marking.submitted;
}

/** The rounds of `submitDueAttempts`: each one's marked attempts go to `marked` once committed. */
async function submitDueRounds(
  ctx: AppContext,
  round: number,
  marked: (attempts: { id: string; examId: string }[]) => void,
): Promise<number> {
  const grace = ctx.config.EXAM_OFFLINE_GRACE_SECONDS;
  let total = 0;
  for (;;) {
    const now = ctx.now();
    const cutoff = new Date(now.getTime() - grace * 1000);
    const { claimed, submitted } = await ctx.db.transaction(async (tx) => {
      const rows = await claimDueAttempts(tx, cutoff, round);
      const due = rows.filter((row) => isAutoSubmitDue(now, row.deadlineAt, grace));
      const items = due.map((row) => ({ id: row.id, at: row.deadlineAt }));
      return { claimed: rows.length, submitted: await markSubmitted(tx, items, true) };
    });
    if (submitted.length > 0) marked(submitted);
    total += submitted.length;
    if (claimed < round || submitted.length === 0) return total;
  }
}

/**
 * Submits one open attempt past its deadline now, as submitted at its deadline, without waiting for
 * the offline grace (its student asked for the result, so they are online and their kept answers have
 * been sent), and scores it through the scorer, waiting for that. An attempt submitted meanwhile is left
 * as it is, but its scoring too is waited for, so the result can be read once this returns.
 */
export async function submitOverdueAttempt(
  ctx: AppContext,
  exam: CachedExam,
  attempt: { id: string; deadlineAt: Date },
): Promise<void> {
  await markSubmitted(ctx.db, [{ id: attempt.id, at: attempt.deadlineAt }], true);
  await examServices(ctx).scorer.score(exam.id, [attempt.id]);
}

/** The auto-submit job of one node: runs every EXAM_AUTO_SUBMIT_SECONDS until stopped. */
export function startAutoSubmitJob(ctx: AppContext, log: FastifyBaseLogger): PeriodicJob {
  return startPeriodicJob(
    'exam auto-submit',
    ctx.config.EXAM_AUTO_SUBMIT_SECONDS * 1000,
    async () => {
      const started = performance.now();
      const n = await submitDueAttempts(ctx);
      if (n > 0)
        log.info(
          { submitted: n, ms: Math.round(performance.now() - started) },
          'exam attempts auto-submitted',
        );
      const left = await scoreLeftoverResults(ctx, LEFTOVER_AFTER_MS);
      if (left > 0) log.warn({ scored: left }, 'submitted attempts left unscored by a stopped node scored');
    },
    log,
  );
}
