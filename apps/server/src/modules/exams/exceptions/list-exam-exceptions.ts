import type { ExamExceptionView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { examErrors } from '../exam-errors';
import { examServices } from '../exam-services';
import { findExceptions } from './exception-repository';
import { exceptionView } from './exception-view';

/** GET /staff/exams/{examId}/exceptions: groups' exceptions, then students', by name. 404 for an unknown exam. */
export async function listExamExceptions(ctx: AppContext, examId: string): Promise<ExamExceptionView[]> {
  if (!(await examServices(ctx).exams.get(examId))) throw examErrors.noSuchExam();
  return (await findExceptions(ctx.db, examId)).map(exceptionView);
}
