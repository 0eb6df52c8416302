import { exceptionProblem } from '@lms/domain';
import type { ExamExceptionInput, ExamExceptionView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { badRequest } from '../../../lib/http-error';
import { examErrors } from '../exam-errors';
import { examServices } from '../exam-services';
import { examGroupsOf, findExceptionOf, storeException } from './exception-repository';
import { exceptionView } from './exception-view';
import { refreshDeadlines } from './refresh-deadlines';
import { groupSchedule } from './student-schedule';

const toDate = (value: string | null) => (value ? new Date(value) : null);

/**
 * PUT /staff/exams/{examId}/exceptions: sets (or replaces) the exception of a student of one of the
 * exam's groups, or of a group the exam is given to, checked against each group's schedule it applies to
 * (see `exceptionProblem`); attempts in progress move to their new deadline. 404 for an unknown exam; 400
 * for a group without the exam, a student in none of its groups, or an exception the rule refuses.
 */
export async function setExamException(
  ctx: AppContext,
  staffId: string,
  examId: string,
  input: ExamExceptionInput,
): Promise<ExamExceptionView> {
  const exam = await examServices(ctx).exams.get(examId);
  if (!exam) throw examErrors.noSuchExam();
  const target = input.studentId ? { studentId: input.studentId } : { groupId: input.groupId };
  const groupIds = input.studentId
    ? await examGroupsOf(ctx.db, examId, input.studentId)
    : [input.groupId ?? ''];
  if (input.studentId && groupIds.length === 0)
    throw badRequest('Not a student of this exam', 'This student is not in any group the exam is given to.');
  const rule = {
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    durationMinutes: input.duration,
    extraMinutes: input.extraMinutes,
    retakeLimit: input.retakeLimit,
  };
  const now = ctx.now();
  for (const groupId of groupIds) {
    const assignment = exam.assignments.get(groupId);
    if (!assignment) throw badRequest('Not a group of this exam', 'This exam is not given to that group.');
    const problem = exceptionProblem(groupSchedule(exam, assignment), rule, now);
    if (problem) throw badRequest('Exception not possible', problem);
  }
  await ctx.db.transaction((tx) =>
    storeException(tx, examId, target, {
      startsAt: toDate(input.startsAt),
      endsAt: toDate(input.endsAt),
      duration: input.duration,
      extraMinutes: input.extraMinutes,
      retakeLimit: input.retakeLimit,
      reason: input.reason,
      createdBy: staffId,
      updatedAt: now,
    }),
  );
  await refreshDeadlines(ctx, exam, target);
  const stored = await findExceptionOf(ctx.db, examId, target);
  if (!stored) throw new Error('exception vanished after it was stored');
  return exceptionView(stored);
}
