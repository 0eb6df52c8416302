import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { examAssignments, examAttempts } from '../../../db/schema';
import { notFound } from '../../../lib/http-error';
import { notifyResultsPublished } from '../../notifications/notify-events';
import { loadExam } from '../exam-cache';
import { id } from '../schemas';
import { lockGroupPublish } from './publish-lock';
import { rankExam } from './rank-results';
import { examsChanged } from './rescore-exam';

/** Publish a whole group's results, or some students' results. */
export const publishInput = z
  .object({ groupId: id.optional(), studentIds: z.array(id).min(1).max(20_000).optional() })
  .refine((v) => (v.groupId === undefined) !== (v.studentIds === undefined), {
    message: 'give either groupId or studentIds',
  });

/**
 * Publishes results (DESIGN.md §6 "Results"): for a group (results scored later in that group are
 * published as they come) or for some students. Merit positions of the exam are computed and stored
 * now, and each student whose result became visible is notified with their result id.
 */
export async function publishResults(ctx: AppContext, examId: string, input: z.infer<typeof publishInput>) {
  const exam = await loadExam(ctx.db, examId);
  if (!exam) throw notFound('No such exam');
  const now = ctx.now();
  const scoredUnpublished = and(
    eq(examAttempts.examId, examId),
    isNotNull(examAttempts.scoredAt),
    isNull(examAttempts.publishedAt),
  );
  const published = await ctx.db.transaction(async (tx) => {
    if (input.groupId) {
      const assignment = exam.assignments.get(input.groupId);
      if (!assignment) throw notFound('This exam is not given to this group');
      await lockGroupPublish(tx, examId, input.groupId);
      await tx
        .update(examAssignments)
        .set({ resultsPublishedAt: assignment.resultsPublishedAt ?? now })
        .where(eq(examAssignments.id, assignment.id));
    }
    const who = input.groupId
      ? eq(examAttempts.groupId, input.groupId)
      : inArray(examAttempts.studentId, input.studentIds ?? []);
    // Rows are locked in id order, as a re-score run locks them, so the two never deadlock; of a publish
    // and a scoring of the same result at once, only one publishes (and announces) it.
    const rows = tx
      .select({ id: examAttempts.id })
      .from(examAttempts)
      .where(and(scoredUnpublished, who))
      .orderBy(asc(examAttempts.id))
      .for('update');
    return tx
      .update(examAttempts)
      .set({ publishedAt: now })
      .where(and(inArray(examAttempts.id, rows), scoredUnpublished))
      .returning({ id: examAttempts.id, studentId: examAttempts.studentId });
  });
  if (input.groupId) await examsChanged(ctx, [examId], { rescore: false });
  await rankExam(ctx.db, examId);
  const notified = await notifyResultsPublished(
    ctx,
    { examId, title: exam.title, isPracticeExam: exam.isPractice },
    published.map((p) => ({ studentId: p.studentId, examResultId: p.id })),
  );
  return { examId, published: published.length, notified };
}
