import { retakeLimitProblem } from './retake';
import { type Instant, toMillis } from './time';
import { CLOSES_BEFORE_NOW } from './timing';

/**
 * What an exam exception changes for one student or one group; a field left null keeps what the group's
 * schedule says.
 */
export interface ExamExceptionRule {
  /** Another window: its opening and closing (a live exam's start window). */
  startsAt?: Instant | null;
  endsAt?: Instant | null;
  /** Another duration, in minutes. */
  durationMinutes?: number | null;
  /** Minutes added to the personal deadline (after the window's cap, as minutes added on exam day). */
  extraMinutes?: number | null;
  /** Another retake limit of a practice exam (a live exam is reopened instead). */
  retakeLimit?: number | null;
}

/** A group's schedule of an exam, as the rule reads it. */
export interface ScheduleForException {
  startsAt: Instant;
  /** Null: no end (practice exams). */
  endsAt: Instant | null;
  durationMinutes: number;
  retakeLimit: number | null;
  isPractice: boolean;
}

/** The schedule one student sits an exam on. */
export interface StudentSchedule {
  startsAt: number;
  /** Null: no end. */
  endsAt: number | null;
  durationMinutes: number;
  /** Minutes added to the personal deadline: the exception's plus the student's standing extra time. */
  extraMinutes: number;
  retakeLimit: number | null;
  /** True when an exception or standing extra time changes anything for the student. */
  changed: boolean;
}

const pick = <T>(student: T | null | undefined, group: T | null | undefined): T | null | undefined =>
  student ?? group;

/**
 * The schedule a student sits an exam on: the group's schedule, with each field the group's exception
 * gives in its place, then each field the student's own exception gives (the student's wins field by
 * field), plus the student's standing extra time (an accessibility need, on every exam, added to any
 * exception's minutes).
 */
export function studentSchedule(
  schedule: ScheduleForException,
  exceptions: { group?: ExamExceptionRule | null; student?: ExamExceptionRule | null },
  standingExtraMinutes = 0,
): StudentSchedule {
  const { group, student } = exceptions;
  const startsAt = pick(student?.startsAt, group?.startsAt) ?? schedule.startsAt;
  const endsAt = pick(student?.endsAt, group?.endsAt) ?? schedule.endsAt;
  const durationMinutes = pick(student?.durationMinutes, group?.durationMinutes) ?? schedule.durationMinutes;
  const exceptionMinutes = pick(student?.extraMinutes, group?.extraMinutes) ?? 0;
  const standing =
    Number.isFinite(standingExtraMinutes) && standingExtraMinutes > 0 ? standingExtraMinutes : 0;
  const retakeOverride = schedule.isPractice ? pick(student?.retakeLimit, group?.retakeLimit) : null;
  const retakeLimit = retakeOverride ?? schedule.retakeLimit;
  const result = {
    startsAt: toMillis(startsAt),
    endsAt: endsAt === null ? null : toMillis(endsAt),
    durationMinutes,
    extraMinutes: exceptionMinutes + standing,
    retakeLimit,
  };
  const changed =
    result.startsAt !== toMillis(schedule.startsAt) ||
    result.endsAt !== (schedule.endsAt === null ? null : toMillis(schedule.endsAt)) ||
    durationMinutes !== schedule.durationMinutes ||
    result.extraMinutes > 0 ||
    retakeLimit !== schedule.retakeLimit;
  return { ...result, changed };
}

/** Why an exception's window cannot be kept: it closes before it opens. */
export const EXCEPTION_WINDOW_BACKWARDS = "The exception's window closes before it opens";
/** Why an exception without any change cannot be kept. */
export const EXCEPTION_CHANGES_NOTHING =
  'An exception must change something: the window, the duration, extra minutes or the retakes';
/** Why a live exam's exception cannot change retakes. */
export const EXCEPTION_LIVE_RETAKES =
  "A live exam is taken once: reopen the student's attempt instead of giving retakes";

/**
 * The problem with an exception on a group's schedule at `now`, or null when it can be kept: it must
 * change something; its window (what it gives, the rest from the schedule) must open before it closes
 * and, for a live exam, still be open after now (unless the window had opened already, as when a schedule
 * is changed: see `closingTimeProblem`), and retakes are for practice exams only.
 */
export function exceptionProblem(
  schedule: ScheduleForException,
  exception: ExamExceptionRule,
  now: Instant,
): string | null {
  const given = [
    exception.startsAt,
    exception.endsAt,
    exception.durationMinutes,
    exception.extraMinutes,
    exception.retakeLimit,
  ].some((value) => value !== null && value !== undefined);
  if (!given) return EXCEPTION_CHANGES_NOTHING;
  if (exception.retakeLimit !== null && exception.retakeLimit !== undefined) {
    if (!schedule.isPractice) return EXCEPTION_LIVE_RETAKES;
    const problem = retakeLimitProblem(true, exception.retakeLimit);
    if (problem) return problem;
  }
  const windowGiven = exception.startsAt != null || exception.endsAt != null;
  if (!windowGiven) return null;
  const { startsAt, endsAt } = studentSchedule(schedule, { student: exception });
  if (endsAt !== null && endsAt <= startsAt) return EXCEPTION_WINDOW_BACKWARDS;
  if (!schedule.isPractice && endsAt !== null && endsAt <= toMillis(now)) return CLOSES_BEFORE_NOW;
  return null;
}
