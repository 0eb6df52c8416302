import { isAnswered, isWrittenQuestionType, overrideProblem } from '@lms/domain';
import type { OverrideMarksInput } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import { examServices } from '../exam-services';
import { scoreAttempt } from '../results/score-attempt';
import { findAttemptSubmission } from './marking-repository';
import { lockAnswerOverride, storeOverride } from './override-repository';
import { overrideView } from './override-view';
import { type AnswerTarget, afterAnswerScored } from './record-marks';

/**
 * PUT /staff/marking/exams/{examId}/answers/{attemptId}/{questionId}/override: sets marks in place of
 * the key's on an answered MCQ, checkbox or MCA of a submitted attempt (see `overrideProblem` for the
 * bounds), or clears them (null). Every later re-score reads the override, so it outlives key fixes.
 * The attempt is scored again and a published result it changes is told as marks of a written answer
 * are. Sent twice, the second call changes nothing (the first's who and when stay).
 */
export async function overrideMarks(
  ctx: AppContext,
  staffId: string,
  target: AnswerTarget,
  input: OverrideMarksInput,
) {
  const exam = await examServices(ctx).exams.get(target.examId);
  if (!exam) throw notFound('No such exam');
  const question = exam.questionById.get(target.questionId);
  if (!question) throw notFound('No such question in this exam');
  if (isWrittenQuestionType(question.type))
    throw badRequest('Cannot override these marks', 'A written answer is marked in the marking section.');
  const attempt = await findAttemptSubmission(ctx.db, target.examId, target.attemptId);
  if (!attempt) throw notFound('No such attempt of this exam');
  if (!attempt.submittedAt) throw conflict('Not submitted yet', 'Override marks once the exam is submitted.');
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await lockAnswerOverride(tx, target.attemptId, target.questionId);
    if (input.marks !== null) {
      const answered = isAnswered(question.type, row ? { answer: row.answer } : null);
      const problem = overrideProblem(question, exam.negativeMarking, input.marks, answered);
      if (problem && !answered) throw badRequest('Cannot override these marks', problem);
      if (problem) throw badRequest('Marks out of range', problem);
    }
    if (!row) return null;
    const reason = input.marks === null ? null : input.reason;
    if (row.marks === input.marks && row.reason === reason) return null;
    await storeOverride(tx, target.attemptId, target.questionId, {
      overrideMarks: input.marks,
      overrideReason: reason,
      overrideBy: input.marks === null ? null : staffId,
      overrideAt: input.marks === null ? null : now,
    });
    return scoreAttempt(tx, exam, target.attemptId, now);
  });
  if (outcome) await afterAnswerScored(ctx, exam, attempt.studentId, outcome);
  return overrideView(ctx, target);
}
