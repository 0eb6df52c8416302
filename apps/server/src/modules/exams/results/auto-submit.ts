import { isAutoSubmitDue } from '@lms/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../context';
import { type PeriodicJob, startPeriodicJob } from '../../../lib/periodic-job';
import type { CachedExam } from '../exam-cache';
import { examServices } from '../exam-services';
import { notifyNewResults } from './notify-new-results';
import { rankIfPublished } from './rank-if-published';
import type { NewResult } from './score-attempt';
import { scoreLeftoverResults } from './score-pending';
import { claimDueAttempts, examsWithDueAttempts } from './scoring-repository';
import { submitAndScore, submitAndScoreMany } from './submit-and-score';

const BATCH = 100;
/** A submit's scoring follows it within a moment; one still unscored after this was left by a stopped node. */
const LEFTOVER_AFTER_MS = 30_000;

/**
 * Submits every open attempt whose deadline plus the offline grace has passed, as submitted at its
 * deadline, and scores it. Safe with several nodes: each batch takes its rows with
 * FOR UPDATE SKIP LOCKED, so two nodes never submit the same attempt. A result published by it (its
 * group's results are out) is ranked and its student told. Returns how many it submitted.
 */
export async function submitDueAttempts(ctx: AppContext): Promise<number> {
  const grace = ctx.config.EXAM_OFFLINE_GRACE_SECONDS;
  const services = examServices(ctx);
  let total = 0;
  for (;;) {
    const now = ctx.now();
    const cutoff = new Date(now.getTime() - grace * 1000);
    // Exams are loaded before the transaction: PGlite runs one statement stream, and the cache reads
    // through the shared connection.
    const examIds = await examsWithDueAttempts(ctx.db, cutoff, BATCH);
    if (examIds.length === 0) return total;
    const exams = new Map<string, CachedExam>();
    const stale = new Set<string>();
    for (const { examId } of examIds) {
      const exam = await services.exams.get(examId);
      if (exam) exams.set(examId, exam);
    }
    const outcome = await ctx.db.transaction(async (tx) => {
      const rows = await claimDueAttempts(tx, [...exams.keys()], cutoff, BATCH);
      const published = new Map<string, boolean>();
      const fresh = new Map<string, NewResult[]>();
      let submitted = 0;
      // Per exam, every due attempt in a few statements.
      const due = new Map<string, { id: string; at: Date }[]>();
      for (const row of rows) {
        if (!exams.has(row.examId) || !isAutoSubmitDue(now, row.deadlineAt, grace)) continue;
        due.set(row.examId, [...(due.get(row.examId) ?? []), { id: row.id, at: row.deadlineAt }]);
      }
      for (const [examId, items] of due) {
        const exam = exams.get(examId)!;
        for (const scored of (await submitAndScoreMany(tx, exam, items, true, now)).values()) {
          if (scored.staleExam) stale.add(exam.id);
          submitted++;
          published.set(exam.id, (published.get(exam.id) ?? false) || scored.published);
          if (scored.newlyPublished)
            fresh.set(exam.id, [...(fresh.get(exam.id) ?? []), scored.newlyPublished]);
        }
      }
      return { taken: rows.length, submitted, published, fresh };
    });
    for (const examId of stale) services.exams.invalidate(examId);
    for (const [examId, published] of outcome.published) await rankIfPublished(ctx, examId, published);
    for (const [examId, results] of outcome.fresh) await notifyNewResults(ctx, exams.get(examId)!, results);
    total += outcome.submitted;
    if (outcome.taken < BATCH || outcome.submitted === 0) return total;
  }
}

/**
 * Submits one open attempt past its deadline now, as submitted at its deadline, and scores it, without
 * waiting for the offline grace: its student asked for the result, so they are online and their kept
 * answers have been sent. Does nothing when it was submitted meanwhile.
 */
export async function submitOverdueAttempt(
  ctx: AppContext,
  exam: CachedExam,
  attempt: { id: string; deadlineAt: Date },
): Promise<void> {
  const now = ctx.now();
  const scored = await ctx.db.transaction((tx) =>
    submitAndScore(tx, exam, attempt.id, attempt.deadlineAt, true, now),
  );
  if (!scored) return;
  if (scored.staleExam) examServices(ctx).exams.invalidate(exam.id);
  await rankIfPublished(ctx, exam.id, scored.published);
  if (scored.newlyPublished) await notifyNewResults(ctx, exam, [scored.newlyPublished]);
}

/** The auto-submit job of one node: runs every EXAM_AUTO_SUBMIT_SECONDS until stopped. */
export function startAutoSubmitJob(ctx: AppContext, log: FastifyBaseLogger): PeriodicJob {
  return startPeriodicJob(
    'exam auto-submit',
    ctx.config.EXAM_AUTO_SUBMIT_SECONDS * 1000,
    async () => {
      const n = await submitDueAttempts(ctx);
      if (n > 0) log.info({ submitted: n }, 'exam attempts auto-submitted');
      const left = await scoreLeftoverResults(ctx, LEFTOVER_AFTER_MS);
      if (left > 0) log.warn({ scored: left }, 'submitted attempts left unscored by a stopped node scored');
    },
    log,
  );
}
