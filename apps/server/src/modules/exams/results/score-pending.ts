import type { AppContext } from '../../../context';
import { examServices } from '../exam-services';
import { unscoredAttempts } from './scoring-repository';

/**
 * Scores the submitted attempts (of an exam, or of a student) whose scoring has not finished yet, and
 * waits for it: called by whatever reads scores, so a result is never read between its submit and its
 * scoring. Costs one indexed lookup when nothing waits. Answers whether any scoring was waited for
 * (stored figures read before the call may have changed).
 */
export async function scorePendingResults(
  ctx: AppContext,
  of: { examId: string } | { studentId: string },
): Promise<boolean> {
  const waited = await settledOnThisNode(ctx, of);
  // What is still unscored now was submitted through another node, or left by a stopped one.
  const scored = await scoreLeftovers(ctx, of);
  return waited || scored;
}

/**
 * As `scorePendingResults`, for a reader that read in its own statement, in the same snapshot as the
 * figures, whether any attempt (of the exam, or of the student) was unscored: it looks no further
 * unless one was. Answers whether the figures read may be older than a scoring (read them again).
 */
export async function scorePendingSeen(
  ctx: AppContext,
  of: { examId: string } | { studentId: string },
  unscoredSeen: boolean,
): Promise<boolean> {
  const waited = await settledOnThisNode(ctx, of);
  if (unscoredSeen) await scoreLeftovers(ctx, of);
  return waited || unscoredSeen;
}

/** Waits for the scorings asked for on this node (of the exam, or of every exam); answers whether any were. */
function settledOnThisNode(ctx: AppContext, of: { examId: string } | { studentId: string }) {
  return examServices(ctx).scorer.settled('examId' in of ? of.examId : undefined);
}

/** Scores the attempts still unscored now (of the exam, or of the student); answers whether there were any. */
async function scoreLeftovers(ctx: AppContext, of: { examId: string } | { studentId: string }) {
  const leftover = await unscoredAttempts(ctx.db, of);
  await scoreByExam(ctx, leftover);
  return leftover.length > 0;
}

/**
 * The sweep: scores attempts submitted more than `olderThanMs` ago and still unscored (their node
 * stopped between the submit and the scoring), up to `limit`; answers how many it found.
 */
export async function scoreLeftoverResults(
  ctx: AppContext,
  olderThanMs: number,
  limit = 500,
): Promise<number> {
  const rows = await unscoredAttempts(ctx.db, { before: new Date(ctx.now().getTime() - olderThanMs), limit });
  await scoreByExam(ctx, rows);
  return rows.length;
}

/** Scores the attempts (of any exams) at once, grouped by exam, and waits for it. */
export async function scoreByExam(ctx: AppContext, rows: { id: string; examId: string }[]): Promise<void> {
  if (rows.length === 0) return;
  const byExam = new Map<string, string[]>();
  for (const row of rows) {
    const ids = byExam.get(row.examId);
    if (ids) ids.push(row.id);
    else byExam.set(row.examId, [row.id]);
  }
  const { scorer } = examServices(ctx);
  await Promise.all([...byExam].map(([examId, ids]) => scorer.score(examId, ids)));
}
