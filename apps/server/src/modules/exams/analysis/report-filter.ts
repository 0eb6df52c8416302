import type { AppContext } from '../../../context';
import { badRequest, notFound } from '../../../lib/http-error';
import type { CachedExam } from '../exam-cache';
import { examServices } from '../exam-services';
import { branchExists, type GridFilter } from './report-repository';

/**
 * The exam of a report, with its filter checked: a group must be one given this exam and a branch
 * must exist, else 400 (a filter naming another exam's group would silently show nothing).
 */
export async function reportExam(ctx: AppContext, examId: string, filter: GridFilter): Promise<CachedExam> {
  const exam = await examServices(ctx).exams.get(examId);
  if (!exam) throw notFound('No such exam');
  if (filter.groupId && !exam.assignments.has(filter.groupId))
    throw badRequest('That group is not given this exam', 'groupId must be a group the exam is given to.');
  if (filter.branchId && !(await branchExists(ctx.db, filter.branchId)))
    throw badRequest('No such branch', 'branchId must be a branch of the institute.');
  return exam;
}
