import { EXAM_SUBMITTED_EVENT } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { conflict } from '../../../lib/http-error';
import { pushToStudents } from '../../../plugins/realtime';
import { findAttempt } from '../attempt-repository';
import { examErrors } from '../exam-errors';
import { announceAttemptChange, examServices } from '../exam-services';
import { findSubmission } from './monitor-repository';

/**
 * Submits a student's attempt for them and scores it as their own submit would (at the time of the
 * call, or at the deadline if that has passed). The student's open exam page is told at once (socket
 * event), so it closes the paper. An attempt submitted already is left as it is (`submittedNow` false). 404 for an unknown exam; 409 when the student has not started it.
 */
export async function submitForStudent(ctx: AppContext, examId: string, studentId: string) {
  const services = examServices(ctx);
  const exam = await services.exams.get(examId);
  if (!exam) throw examErrors.noSuchExam();
  const attempt = await findAttempt(ctx.db, examId, studentId);
  if (!attempt)
    throw conflict('Not started', 'This student has not started the exam: there is nothing to submit.');
  let submittedNow = false;
  if (!attempt.submittedAt) {
    const at = new Date(Math.min(ctx.now().getTime(), attempt.deadlineAt.getTime()));
    submittedNow = (await services.submits.submit(exam, attempt.id, at)) !== null;
    announceAttemptChange(ctx, examId, studentId);
    if (submittedNow) pushToStudents(ctx, [studentId], EXAM_SUBMITTED_EVENT, { examId });
  }
  await services.scorer.score(examId, [attempt.id]);
  const stored = await findSubmission(services.sql, attempt.id);
  return {
    studentId,
    submittedAt: new Date(stored?.submitted_at ?? attempt.submittedAt ?? ctx.now()).toISOString(),
    marksObtained: stored?.marks ?? null,
    submittedNow,
  };
}
