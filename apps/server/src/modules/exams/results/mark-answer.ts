import { isWrittenQuestionType } from '@lms/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { examAnswers, examAttempts } from '../../../db/schema';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import { examServices } from '../exam-services';
import { rankIfPublished } from './finalize-attempt';
import { notifyNewResults } from './notify-new-results';
import { scoreAttempt } from './score-attempt';

/** An examiner's marking of one written answer. */
export const markInput = z.object({
  marks: z.number().min(0).max(1_000),
  notes: z.string().max(5_000).default(''),
  /** Evaluated copies of uploaded files: the file's key -> the key of the marked copy. */
  evaluatedKeys: z.record(z.string().max(500), z.string().min(1).max(500)).default({}),
});

/**
 * Marks a written answer (shortAns, paragraph) of a submitted attempt: 0 to the question's point, with
 * notes and evaluated copies of the files. The attempt is scored again; a published exam is re-ranked,
 * and a result this publishes (its group's results are out) is announced to its student.
 */
export async function markAnswer(
  ctx: AppContext,
  staffId: string,
  target: { examId: string; attemptId: string; questionId: string },
  input: z.infer<typeof markInput>,
) {
  const exam = await examServices(ctx).exams.get(target.examId);
  if (!exam) throw notFound('No such exam');
  const question = exam.questionById.get(target.questionId);
  if (!question) throw notFound('No such question in this exam');
  if (!isWrittenQuestionType(question.type))
    throw badRequest('Not a written answer', 'Only shortAns and paragraph answers are marked by hand.');
  if (input.marks > question.point)
    throw badRequest('Too many marks', `This question is worth ${question.point}.`);
  const [attempt] = await ctx.db
    .select({ submittedAt: examAttempts.submittedAt })
    .from(examAttempts)
    .where(and(eq(examAttempts.id, target.attemptId), eq(examAttempts.examId, target.examId)));
  if (!attempt) throw notFound('No such attempt of this exam');
  if (!attempt.submittedAt) throw conflict('Not submitted yet', 'Mark answers once the exam is submitted.');
  const where = and(
    eq(examAnswers.attemptId, target.attemptId),
    eq(examAnswers.questionId, target.questionId),
  );
  const outcome = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select({ extra: examAnswers.extra }).from(examAnswers).where(where);
    if (!row) return null;
    await tx
      .update(examAnswers)
      .set({
        examinerMarks: input.marks,
        notes: input.notes,
        markedBy: staffId,
        markedAt: ctx.now(),
        extra: row.extra.map((file) =>
          input.evaluatedKeys[file.key] ? { ...file, evaluatedKey: input.evaluatedKeys[file.key] } : file,
        ),
      })
      .where(where);
    return scoreAttempt(tx, exam, target.attemptId, ctx.now());
  });
  if (!outcome) throw notFound('No answer to mark', 'The student did not answer this question.');
  if (outcome.staleExam) examServices(ctx).exams.invalidate(exam.id);
  await rankIfPublished(ctx, exam.id, outcome.published);
  if (outcome.newlyPublished) await notifyNewResults(ctx, exam, [outcome.newlyPublished]);
  return { ...target, marks: input.marks, notes: input.notes };
}
