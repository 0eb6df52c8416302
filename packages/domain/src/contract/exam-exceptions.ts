import { z } from 'zod';
import { id } from './common';
import { examAccess } from './exam-access';
import { examParams, examStudentParams } from './exams';
import { defineRoutes } from './route';

/** The most extra minutes an exception or standing extra time gives. */
export const MAX_EXTRA_MINUTES = 240;
/** Reasons of exceptions and reopenings: required, at least this long. */
export const EXCEPTION_REASON_LENGTH = { min: 3, max: 500 } as const;

const reason = z
  .string()
  .trim()
  .min(EXCEPTION_REASON_LENGTH.min, `give a reason of at least ${EXCEPTION_REASON_LENGTH.min} characters`)
  .max(EXCEPTION_REASON_LENGTH.max);
const minutes = z
  .number()
  .int()
  .min(1, 'at least 1 minute')
  .max(MAX_EXTRA_MINUTES, `at most ${MAX_EXTRA_MINUTES} minutes`);

/**
 * PUT /staff/exams/{examId}/exceptions body: the exception of one student or one group (sent again, it
 * replaces that one: the same body twice changes nothing). A field left out keeps the group's schedule.
 */
export const examExceptionInput = z
  .object({
    /** A student of one of the exam's groups. */
    studentId: id.optional(),
    /** A group the exam is given to. */
    groupId: id.optional(),
    /** Another window: its opening and (a live exam's) closing. */
    startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    /** Another duration in minutes. */
    duration: z
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .nullable()
      .default(null),
    /** Minutes added to the personal deadline. */
    extraMinutes: minutes.nullable().default(null),
    /** Another retake limit (practice exams only). */
    retakeLimit: z.number().int().min(0).max(100).nullable().default(null),
    /** Why; kept with the exception and in the audit log. */
    reason,
  })
  .refine((v) => Boolean(v.studentId) !== Boolean(v.groupId), {
    message: 'give a student or a group (one of them)',
    path: ['studentId'],
  });
/** A parsed exception. */
export type ExamExceptionInput = z.infer<typeof examExceptionInput>;

/** `:examId` and `:exceptionId` in a path. */
export const examExceptionParams = z.object({ examId: id, exceptionId: id });

/** An exam exception as staff see it. */
export const examExceptionView = z.object({
  _id: z.string(),
  examId: z.string(),
  /** The student, or null for a group's exception. */
  student: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** The group, or null for a student's exception. */
  group: z.object({ _id: z.string(), name: z.string() }).nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  duration: z.number().int().nullable(),
  extraMinutes: z.number().int().nullable(),
  retakeLimit: z.number().int().nullable(),
  reason: z.string(),
  updatedAt: z.string(),
});
/** An exam exception. */
export type ExamExceptionView = z.infer<typeof examExceptionView>;

/** What removing an exception answers. */
export const examExceptionRemoved = z.object({ _id: z.string(), removed: z.boolean() });

/** POST /staff/exams/{examId}/students/{studentId}/reopen body. */
export const reopenAttemptInput = z.object({
  /** Minutes the student gets from now. */
  minutes,
  reason,
});
/** A parsed reopening. */
export type ReopenAttemptInput = z.infer<typeof reopenAttemptInput>;

/** A student's attempt around a reopening (also the audit log's before and after). */
export const reopenedAttemptView = z.object({
  examId: z.string(),
  studentId: z.string(),
  attemptId: z.string(),
  submittedAt: z.string().nullable(),
  deadline: z.string(),
  reopenedAt: z.string().nullable(),
  reopenReason: z.string().nullable(),
  /** False when the attempt was already reopened and not submitted since (nothing changed). */
  reopenedNow: z.boolean(),
});

/** `:studentId` in a path. */
export const standingExtraTimeParams = z.object({ studentId: id });

/** PUT /staff/students/{studentId}/extra-time body: 0 removes it. */
export const standingExtraTimeInput = z.object({
  minutes: z.number().int().min(0).max(MAX_EXTRA_MINUTES, `at most ${MAX_EXTRA_MINUTES} minutes`),
});

/** A student's standing extra time. */
export const standingExtraTimeView = z.object({ studentId: z.string(), minutes: z.number().int() });

const { scheduling, viewing } = examAccess;

/**
 * Exceptions to an exam's schedule (admin always passes): those who schedule exams (exam moderators,
 * moderators) set them, reopen submitted attempts and set standing extra time; examiners may read them.
 */
export const examExceptionRoutes = defineRoutes('exam exceptions', {
  listExamExceptions: {
    method: 'GET',
    path: '/staff/exams/:examId/exceptions',
    access: viewing,
    summary: "The exam's exceptions for students and groups",
    params: examParams,
    data: z.array(examExceptionView),
  },
  setExamException: {
    method: 'PUT',
    path: '/staff/exams/:examId/exceptions',
    access: scheduling,
    summary:
      'Set the exception of a student or a group: another window, duration, extra minutes or retake limit; attempts in progress get the new deadline',
    params: examParams,
    body: examExceptionInput,
    data: examExceptionView,
  },
  removeExamException: {
    method: 'DELETE',
    path: '/staff/exams/:examId/exceptions/:exceptionId',
    access: scheduling,
    summary: 'Remove an exception (attempts in progress lose its extra minutes)',
    params: examExceptionParams,
    data: examExceptionRemoved,
  },
  reopenAttempt: {
    method: 'POST',
    path: '/staff/exams/:examId/students/:studentId/reopen',
    access: scheduling,
    summary:
      "Reopen a student's submitted attempt with a reason and minutes from now; its result leaves the ranks until resubmitted",
    params: examStudentParams,
    body: reopenAttemptInput,
    data: reopenedAttemptView,
  },
  setStandingExtraTime: {
    method: 'PUT',
    path: '/staff/students/:studentId/extra-time',
    access: scheduling,
    summary: "A student's standing extra time (an accessibility need), added to every exam they start",
    params: standingExtraTimeParams,
    body: standingExtraTimeInput,
    data: standingExtraTimeView,
  },
});
