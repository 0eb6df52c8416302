import { type ExamExceptionRule, personalDeadline, type StudentSchedule, studentSchedule } from '@lms/domain';
import type { CachedExam, ExamAssignment } from '../cached-exam';

/** What changes one student's schedule of an exam: the exceptions and the standing extra time. */
export interface ScheduleChanges {
  standing: number;
  student: ExamExceptionRule | null;
  group: ExamExceptionRule | null;
}

/** The rule's view of a group's schedule of an exam. */
export function groupSchedule(exam: CachedExam, assignment: ExamAssignment) {
  return {
    startsAt: assignment.startsAt,
    endsAt: assignment.endsAt,
    durationMinutes: assignment.duration,
    retakeLimit: exam.retakeLimit,
    isPractice: exam.isPractice,
  };
}

/** The schedule a student sits the exam on through a group (see packages/domain `studentSchedule`). */
export function scheduleOf(
  exam: CachedExam,
  assignment: ExamAssignment,
  changes: ScheduleChanges,
): StudentSchedule {
  return studentSchedule(
    groupSchedule(exam, assignment),
    { group: changes.group, student: changes.student },
    changes.standing,
  );
}

/** The personal deadline of an attempt started at `startedAt` on a student's schedule, plus minutes staff added. */
export function scheduledDeadline(
  exam: CachedExam,
  schedule: StudentSchedule,
  startedAt: Date,
  staffMinutes = 0,
): Date {
  const timing = {
    durationMinutes: schedule.durationMinutes,
    endsAt: schedule.endsAt,
    isPractice: exam.isPractice,
  };
  return new Date(personalDeadline(startedAt, timing, schedule.extraMinutes + staffMinutes));
}

/** A stored exception as the rule reads it. */
export function ruleOf(row: {
  startsAt: Date | null;
  endsAt: Date | null;
  duration: number | null;
  extraMinutes: number | null;
  retakeLimit: number | null;
}): ExamExceptionRule {
  return {
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    durationMinutes: row.duration,
    extraMinutes: row.extraMinutes,
    retakeLimit: row.retakeLimit,
  };
}
