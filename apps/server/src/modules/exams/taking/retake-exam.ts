import { mayRetake, retakesUsedUpMessage } from '@lms/domain';
import type { RetakeResultView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { conflict, forbidden } from '../../../lib/http-error';
import { deleteAttempt } from '../attempt-repository';
import type { CachedExam } from '../cached-exam';
import { examForMember, examForStudent } from '../exam-access';
import { announceAttemptChange } from '../exam-services';
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
  const { exam } = input.groupId
    ? await examForMember(ctx, callerId, input.examId, input.groupId)
    : await examForStudent(ctx, callerId, input.examId);
  if (!exam.isPractice) throw conflict('Only practice exams can be retaken', 'A live exam is taken once.');
  // Refused before anything changes, also when there is no attempt to remove.
  refuseUsedUp(exam, await retakesUsed(ctx.db, exam.id, callerId));
  const removed = await ctx.db.transaction(async (tx) => {
    refuseUsedUp(exam, await retakesUsed(tx, exam.id, callerId, true));
    const removed = await deleteAttempt(tx, exam.id, callerId);
    if (removed) await countRetake(tx, exam.id, callerId);
    return removed;
  });
  announceAttemptChange(ctx, exam.id, callerId);
  if (removed) await rankExam(ctx.db, exam.id);
  return { examId: exam.id, studentId: callerId, removed };
}

function refuseUsedUp(exam: CachedExam, used: number): void {
  if (exam.retakeLimit !== null && !mayRetake(exam.retakeLimit, used)) {
    throw forbidden('No more retakes', retakesUsedUpMessage(exam.retakeLimit));
  }
}
