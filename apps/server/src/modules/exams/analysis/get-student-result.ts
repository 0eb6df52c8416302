import type { StaffStudentResultView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { loadExam } from '../exam-cache';
import { resultView } from '../results/get-result';
import { findStudentAttempt } from '../results/result-repository';
import { scorePendingResults } from '../results/score-pending';

/** A student's scored result of an exam as the student sees (or will see) it, published or not. */
export async function getStudentResult(
  ctx: AppContext,
  examId: string,
  studentId: string,
): Promise<StaffStudentResultView> {
  const exam = await loadExam(ctx.db, examId);
  if (!exam) throw notFound('No such exam');
  await scorePendingResults(ctx, { examId });
  const attempt = await findStudentAttempt(ctx.db, examId, studentId);
  if (!attempt?.submittedAt || !attempt.scoredAt)
    throw notFound('No result yet', 'This student has not submitted this exam.');
  const assignment = exam.assignments.get(attempt.groupId);
  if (!assignment)
    throw notFound('No schedule', 'The exam is no longer given to the group this student sat it in.');
  return resultView(ctx, exam, { ...attempt, submittedAt: attempt.submittedAt }, assignment);
}
