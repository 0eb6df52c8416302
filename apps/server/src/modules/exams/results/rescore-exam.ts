import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { examAttempts, exams } from '../../../db/schema';
import { examServices } from '../exam-services';
import { rankIfPublished } from './finalize-attempt';
import { scoreAttempt } from './score-attempt';

const CHUNK = 200;

/** Scores every submitted attempt of an exam again (after its questions, keys or schedule changed) and re-ranks. */
export async function rescoreExam(ctx: AppContext, examId: string): Promise<number> {
  const exam = await examServices(ctx).exams.get(examId);
  if (!exam) return 0;
  const rows = await ctx.db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, examId), isNotNull(examAttempts.submittedAt)));
  let published = false;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    await ctx.db.transaction(async (tx) => {
      for (const row of chunk)
        published = (await scoreAttempt(tx, exam, row.id, ctx.now())).published || published;
    });
  }
  if (rows.length > 0) await rankIfPublished(ctx, examId, published);
  return rows.length;
}

/**
 * Records that exams changed (content, questions, schedules): their version moves so every node reloads
 * them, this node forgets them at once, and with `rescore` their submitted attempts are scored again.
 */
export async function examsChanged(ctx: AppContext, examIds: string[], options: { rescore: boolean }) {
  const ids = [...new Set(examIds)];
  if (ids.length === 0) return;
  await ctx.db
    .update(exams)
    .set({ version: sql`${exams.version} + 1`, updatedAt: ctx.now() })
    .where(inArray(exams.id, ids));
  const services = examServices(ctx);
  for (const examId of ids) services.exams.invalidate(examId);
  if (options.rescore) for (const examId of ids) await rescoreExam(ctx, examId);
}
