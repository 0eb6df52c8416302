import { mayRetake, retakesUsedUpMessage } from '@lms/domain';
import type { RetakeResultView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { conflict, forbidden } from '../../../lib/http-error';
import { deleteAttempt } from '../attempt-repository';
import { examForMember, examForStudent } from '../exam-access';
import { announceAttemptChange, examServices } from '../exam-services';
import { findScheduleChanges } from '../exceptions/exception-repository';
import { scheduleOf } from '../exceptions/student-schedule';
import { rankExam } from '../results/rank-results';
import { countRetake, retakesUsed } from '../retake-repository';

/**
 * Retake: practice exams only, the caller's own attempt only (no student id means the caller), within the exam's retake limit. Removes the
 * previous attempt with its answers and result (counted as a retake); the next start begins a fresh
 * attempt with a new shuffle.
 */
export async function retakeExam(
  ctx: AppContext,
  callerId: string,
  input: { examId: string; studentId?: string; groupId?: string },
): Promise<RetakeResultView> {
  if (input.studentId !== undefined && input.studentId !== callerId)
    throw forbidden('Not your exam', 'You can only retake your own exam.');
  const { exam, assignment } = input.groupId
    ? await examForMember(ctx, callerId, input.examId, input.groupId)
    : await examForStudent(ctx, callerId, input.examId);
  if (!exam.isPractice) throw conflict('Only practice exams can be retaken', 'A live exam is taken once.');
  // An exception may give the student (or the group) another retake limit.
  const key = { examId: exam.id, groupId: assignment.groupId, studentId: callerId };
  const { retakeLimit } = scheduleOf(exam, assignment, await findScheduleChanges(examServices(ctx).sql, key));
  // Refused before anything changes, also when there is no attempt to remove.
  refuseUsedUp(retakeLimit, await retakesUsed(ctx.db, exam.id, callerId));
  const removed = await ctx.db.transaction(async (tx) => {
    refuseUsedUp(retakeLimit, await retakesUsed(tx, exam.id, callerId, true));
    const removed = await deleteAttempt(tx, exam.id, callerId);
    if (removed) await countRetake(tx, exam.id, callerId);
    return removed;
  });
  announceAttemptChange(ctx, exam.id, callerId);
  if (removed) await rankExam(ctx.db, exam.id);
  return { examId: exam.id, studentId: callerId, removed };
}

function refuseUsedUp(retakeLimit: number | null, used: number): void {
  if (retakeLimit !== null && !mayRetake(retakeLimit, used)) {
    throw forbidden('No more retakes', retakesUsedUpMessage(retakeLimit));
  }
}
