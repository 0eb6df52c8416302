import type { AppContext } from '../../../context';
import { examErrors } from '../exam-errors';
import { examServices } from '../exam-services';
import { deleteException, findExceptionById } from './exception-repository';
import { refreshDeadlines } from './refresh-deadlines';

/**
 * DELETE /staff/exams/{examId}/exceptions/{exceptionId}: removes an exception; attempts in progress go
 * back to the schedule's deadline. Removing one already gone answers `removed: false`. 404 for an unknown exam.
 */
export async function removeExamException(ctx: AppContext, examId: string, exceptionId: string) {
  const exam = await examServices(ctx).exams.get(examId);
  if (!exam) throw examErrors.noSuchExam();
  const row = await findExceptionById(ctx.db, examId, exceptionId);
  const removed = row ? await deleteException(ctx.db, examId, exceptionId) : false;
  if (row && removed) {
    await refreshDeadlines(ctx, exam, {
      studentId: row.studentId ?? undefined,
      groupId: row.groupId ?? undefined,
    });
  }
  return { _id: exceptionId, removed };
}
