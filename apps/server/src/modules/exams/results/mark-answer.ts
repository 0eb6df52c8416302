import { isWrittenQuestionType } from '@lms/domain';
import type { MarkInput } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import { examServices } from '../exam-services';
import { findAnswerFiles, findAttemptSubmission, storeMarking } from './marking-repository';
import { notifyNewResults } from './notify-new-results';
import { rankIfPublished } from './rank-if-published';
import { scoreAttempt } from './score-attempt';

/**
 * Marks a written answer (shortAns, paragraph) of a submitted attempt: 0 to the question's point, with
 * notes and evaluated copies of the files. The attempt is scored again; a published exam is re-ranked,
 * and a result this publishes (its group's results are out) is announced to its student.
 */
export async function markAnswer(
  ctx: AppContext,
  staffId: string,
  target: { examId: string; attemptId: string; questionId: string },
  input: MarkInput,
) {
  const exam = await examServices(ctx).exams.get(target.examId);
  if (!exam) throw notFound('No such exam');
  const question = exam.questionById.get(target.questionId);
  if (!question) throw notFound('No such question in this exam');
  if (!isWrittenQuestionType(question.type))
    throw badRequest('Not a written answer', 'Only shortAns and paragraph answers are marked by hand.');
  if (input.marks > question.point)
    throw badRequest('Too many marks', `This question is worth ${question.point}.`);
  const attempt = await findAttemptSubmission(ctx.db, target.examId, target.attemptId);
  if (!attempt) throw notFound('No such attempt of this exam');
  if (!attempt.submittedAt) throw conflict('Not submitted yet', 'Mark answers once the exam is submitted.');
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await findAnswerFiles(tx, target.attemptId, target.questionId);
    if (!row) return null;
    await storeMarking(tx, target.attemptId, target.questionId, {
      examinerMarks: input.marks,
      notes: input.notes,
      markedBy: staffId,
      markedAt: ctx.now(),
      extra: row.extra.map((file) =>
        input.evaluatedKeys[file.key] ? { ...file, evaluatedKey: input.evaluatedKeys[file.key] } : file,
      ),
    });
    return scoreAttempt(tx, exam, target.attemptId, ctx.now());
  });
  if (!outcome) throw notFound('No answer to mark', 'The student did not answer this question.');
  if (outcome.staleExam) examServices(ctx).exams.invalidate(exam.id);
  await rankIfPublished(ctx, exam.id, outcome.published);
  if (outcome.newlyPublished) await notifyNewResults(ctx, exam, [outcome.newlyPublished]);
  return { ...target, marks: input.marks, notes: input.notes };
}
