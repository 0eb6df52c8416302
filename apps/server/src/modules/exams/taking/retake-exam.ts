import type { RetakeResultView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { conflict, forbidden } from '../../../lib/http-error';
import { deleteAttempt } from '../attempt-repository';
import { examForMember, examForStudent } from '../exam-access';
import { examServices } from '../exam-services';
import { rankExam } from '../results/rank-results';

/**
 * Retake: practice exams only, the caller's own attempt only. Removes the previous
 * attempt with its answers and result; the next start begins a fresh attempt with a new shuffle.
 */
export async function retakeExam(
  ctx: AppContext,
  callerId: string,
  input: { examId: string; studentId: string; groupId?: string },
): Promise<RetakeResultView> {
  if (input.studentId !== callerId) throw forbidden('Not your exam', 'You can only retake your own exam.');
  const { exam } = input.groupId
    ? await examForMember(ctx, callerId, input.examId, input.groupId)
    : await examForStudent(ctx, callerId, input.examId);
  if (!exam.isPractice) throw conflict('Only practice exams can be retaken', 'A live exam is taken once.');
  const removed = await deleteAttempt(ctx.db, exam.id, callerId);
  examServices(ctx).attempts.forget(exam.id, callerId);
  if (removed) await rankExam(ctx.db, exam.id);
  return { examId: exam.id, studentId: callerId, removed };
}
