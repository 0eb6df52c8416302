import type { AppContext } from '../../../context';
import { findAttempt } from '../attempt-repository';
import { examForStudent } from '../exam-access';
import type { ExamPaperJson } from '../paper-json';
import { getExamPaper } from './get-exam-paper';

/**
 * GET /exam/id/{examId} (no group in the path): the same exam data through the group the student
 * started it in, or else any of the student's groups it is given to.
 */
export async function getExamPaperAnyGroup(
  ctx: AppContext,
  studentId: string,
  examId: string,
): Promise<ExamPaperJson> {
  const attempt = await findAttempt(ctx.db, examId, studentId);
  const { assignment } = await examForStudent(ctx, studentId, examId, attempt?.groupId);
  return getExamPaper(ctx, studentId, examId, assignment.groupId);
}
