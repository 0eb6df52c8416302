import type { AppContext } from '../../../context';
import { examForMember } from '../exam-access';
import { examErrors } from '../exam-errors';
import { isSealable, sealedPaper } from './seal-paper';

/**
 * GET the exam's sealed paper: for a student of a group the exam is given to, at any time (it cannot
 * be read before the start releases its key). 409 for an exam whose questions differ per attempt.
 */
export async function getSealedPaper(
  ctx: AppContext,
  studentId: string,
  examId: string,
  groupId: string,
): Promise<Buffer> {
  const { exam } = await examForMember(ctx, studentId, examId, groupId);
  if (!isSealable(exam)) throw examErrors.paperNotSealed();
  return sealedPaper(ctx.config.APP_SECRET, exam);
}
