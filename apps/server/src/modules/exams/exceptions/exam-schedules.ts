import type { StudentSchedule } from '@lms/domain';
import type { Queryable } from '../../../db/client';
import type { CachedExam } from '../cached-exam';
import { findExceptions, findStandingMinutes } from './exception-repository';
import { ruleOf, scheduleOf } from './student-schedule';

/** The schedule of each student of an exam through a group: null when the group no longer has the exam. */
export type SchedulesOf = (studentId: string, groupId: string) => StudentSchedule | null;

/**
 * The schedules of many students of an exam in two queries (the exam's exceptions, the students'
 * standing extra time): for the monitor, the results and a change of an exception.
 */
export async function examSchedules(
  db: Queryable,
  exam: CachedExam,
  studentIds: readonly string[],
): Promise<SchedulesOf> {
  const [exceptions, standing] = await Promise.all([
    findExceptions(db, exam.id),
    findStandingMinutes(db, [...new Set(studentIds)]),
  ]);
  const ofStudent = new Map(exceptions.filter((e) => e.studentId).map((e) => [e.studentId, ruleOf(e)]));
  const ofGroup = new Map(exceptions.filter((e) => e.groupId).map((e) => [e.groupId, ruleOf(e)]));
  return (studentId, groupId) => {
    const assignment = exam.assignments.get(groupId);
    if (!assignment) return null;
    return scheduleOf(exam, assignment, {
      standing: standing.get(studentId) ?? 0,
      student: ofStudent.get(studentId) ?? null,
      group: ofGroup.get(groupId) ?? null,
    });
  };
}
