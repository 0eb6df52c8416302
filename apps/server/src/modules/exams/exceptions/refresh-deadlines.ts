import { EXAM_DEADLINE_EVENT } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import type { Queryable } from '../../../db/client';
import { pushToStudents } from '../../../plugins/realtime';
import { setDeadlines } from '../authoring/assignment-repository';
import type { CachedExam } from '../cached-exam';
import { announceAttemptChange, examServices } from '../exam-services';
import { examSchedules } from './exam-schedules';
import { type ExceptionTarget, findOpenAttempts } from './exception-repository';
import { scheduledDeadline } from './student-schedule';

/**
 * Inside a transaction: puts the attempts in progress of a student or a group on their schedule (the
 * group's schedule as `exam` has it, with the exceptions and standing extra time): each deadline is
 * worked out again from the attempt's start, keeping the minutes staff added on exam day. Reopened
 * attempts keep the deadline they were given. Answers each student moved and the new deadline.
 */
export async function placeOpenAttempts(
  tx: Queryable,
  exam: CachedExam,
  target: ExceptionTarget,
): Promise<{ studentId: string; deadline: Date }[]> {
  const attempts = await findOpenAttempts(tx, exam.id, target);
  if (attempts.length === 0) return [];
  const schedules = await examSchedules(
    tx,
    exam,
    attempts.map((a) => a.studentId),
  );
  const moved = attempts.flatMap((attempt) => {
    const schedule = schedules(attempt.studentId, attempt.groupId);
    if (!schedule) return [];
    const deadline = scheduledDeadline(exam, schedule, attempt.startedAt, attempt.extraMinutes);
    return [{ id: attempt.id, studentId: attempt.studentId, deadline }];
  });
  await setDeadlines(
    tx,
    moved.map((m) => ({ id: m.id, deadline: m.deadline.toISOString() })),
  );
  return moved;
}

/**
 * After an exception changed: the attempts in progress of its student or group move to their new
 * deadline (saves and the submit read it) and each student's open exam page is told.
 */
export async function refreshDeadlines(
  ctx: AppContext,
  exam: CachedExam,
  target: ExceptionTarget,
): Promise<number> {
  const moved = await ctx.db.transaction((tx) => placeOpenAttempts(tx, exam, target));
  const services = examServices(ctx);
  for (const { studentId, deadline } of moved) {
    services.attempts.forget(exam.id, studentId);
    announceAttemptChange(ctx, exam.id, studentId);
    pushToStudents(ctx, [studentId], EXAM_DEADLINE_EVENT, {
      examId: exam.id,
      deadline: deadline.toISOString(),
    });
  }
  return moved.length;
}
