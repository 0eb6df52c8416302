import { z } from 'zod';
import { id } from './common';
import { examParams, examStudentParams } from './exams';
import { defineRoutes, staff } from './route';

export * from './exam-monitor-events';

/**
 * A student's state on exam day. `timeOver`: the deadline has passed (`isPastDeadline`) and the attempt
 * is not submitted yet (the auto-submit waits for the offline grace); it comes before `offline`.
 */
export const MONITOR_STATES = ['notStarted', 'answering', 'offline', 'timeOver', 'submitted'] as const;
/** One of MONITOR_STATES. */
export type MonitorState = (typeof MONITOR_STATES)[number];

/**
 * A student still sitting counts as offline when no live socket of theirs is on the exam's page and
 * nothing of theirs was saved (nor started) in the last this many seconds; a dropped connection is seen
 * within this bound.
 */
export const MONITOR_OFFLINE_SECONDS = 30;

/** GET /staff/exam-day query: the exams whose window meets [from, to) (default: now ± 12 hours). */
export const examDayQuery = z.object({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});

/** One live exam on exam day. */
export const examDayItem = z.object({
  _id: z.string(),
  title: z.string(),
  /** The earliest start of its groups' windows in the range. */
  startsAt: z.string(),
  /** The latest end of its groups' windows (null: a window without an end). */
  endsAt: z.string().nullable(),
  /** Running now for at least one group. */
  runningNow: z.boolean(),
  /** The groups it is given to. */
  groups: z.array(z.object({ groupId: z.string(), name: z.string() })),
});
/** A live exam on exam day. */
export type ExamDayItem = z.infer<typeof examDayItem>;

/** Counts of one group's students by state. */
export const monitorGroupCounts = z.object({
  groupId: z.string(),
  name: z.string(),
  /** Students with no attempt. */
  notStarted: z.number().int(),
  /** Students sitting, before their deadline, with a save (or the start) in the last 2 minutes. */
  answering: z.number().int(),
  /** Students sitting, before their deadline, with no save (nor the start) for 2 minutes. */
  offline: z.number().int(),
  /** Students whose deadline has passed and whose attempt the auto-submit has not submitted yet. */
  timeOver: z.number().int(),
  /** Students whose attempt is submitted. */
  submitted: z.number().int(),
  /** The latest answer saved by any of the group's students, or null. */
  lastSaveAt: z.string().nullable(),
  /** The group's results are published. */
  resultsPublished: z.boolean(),
});

/** GET /staff/exams/:examId/monitor data (and the socket's summary). */
export const examMonitorSummary = z.object({
  examId: z.string(),
  title: z.string(),
  /** The server's time the counts are taken at. */
  at: z.string(),
  /** One entry per assigned group, by name. */
  groups: z.array(monitorGroupCounts),
  /**
   * A group's results are published (the exam list's `published`): the exam is over, and no more
   * minutes can be added (409).
   */
  resultsPublished: z.boolean(),
});
/** The exam-day counts of an exam. */
export type ExamMonitorSummary = z.infer<typeof examMonitorSummary>;

/** GET /staff/exams/:examId/monitor/students query. */
export const monitorStudentsQuery = z.object({
  state: z.enum(MONITOR_STATES).optional(),
  groupId: id.optional(),
  /** Part of the name, or of the phone number. */
  search: z.string().trim().min(1).max(60).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

/** One student's row on the monitor. */
export const monitorStudentRow = z.object({
  studentId: z.string(),
  name: z.string(),
  /** The mobile number (local form, 11 digits). */
  phone: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  state: z.enum(MONITOR_STATES),
  startedAt: z.string().nullable(),
  /** The student's personal deadline (with any minutes added), null before the start. */
  deadline: z.string().nullable(),
  submittedAt: z.string().nullable(),
  lastSaveAt: z.string().nullable(),
  answersSaved: z.number().int(),
  /** Minutes the student's exceptions and standing extra time add to the deadline (the "+15 min" badge). */
  extraMinutes: z.number().int(),
  /** An exception or standing extra time changes the student's schedule. */
  exception: z.boolean(),
  /** Staff reopened the student's submitted attempt. */
  reopened: z.boolean(),
});
/** A student's row on the monitor. */
export type MonitorStudentRow = z.infer<typeof monitorStudentRow>;

/** POST /staff/exams/:examId/monitor/extend body: one student, one group's students, or everyone. */
export const extendTimeInput = z
  .object({
    minutes: z.number().int().min(1, 'at least 1 minute').max(180, 'at most 180 minutes'),
    studentId: id.optional(),
    groupId: id.optional(),
  })
  .refine((v) => !(v.studentId && v.groupId), { message: 'give a student or a group, not both' });

/** What adding minutes did. */
export const extendTimeReport = z.object({
  /** Attempts in progress whose deadline moved. */
  extended: z.number().int(),
  minutes: z.number().int(),
});

/** What submitting for a student did. */
export const staffSubmitReport = z.object({
  studentId: z.string(),
  submittedAt: z.string(),
  /** The marks scored (written answers count once marked). */
  marksObtained: z.number().nullable(),
  /** False when the attempt was submitted already. */
  submittedNow: z.boolean(),
});

const watching = staff('examModerator', 'moderator', 'examiner');
const running = staff('examModerator', 'moderator');

/**
 * The exam-day monitor (admin always passes): exam moderators and moderators run it; examiners may
 * watch (they often invigilate) but not change anyone's time or submit.
 */
export const examMonitorRoutes = defineRoutes('exam day', {
  listExamDay: {
    method: 'GET',
    path: '/staff/exam-day',
    access: watching,
    summary: 'Live exams running or scheduled in a time range (default: now ± 12 hours), soonest first',
    query: examDayQuery,
    data: z.array(examDayItem),
  },
  getMonitor: {
    method: 'GET',
    path: '/staff/exams/:examId/monitor',
    access: watching,
    summary:
      'Per group: students not started, answering, offline (no live connection on the exam page, nor a save, for 30 seconds), time over (not yet submitted), submitted',
    params: examParams,
    data: examMonitorSummary,
  },
  listMonitorStudents: {
    method: 'GET',
    path: '/staff/exams/:examId/monitor/students',
    access: watching,
    summary:
      "The exam's students with state, last save and answers saved (filter by state, group, name/phone)",
    params: examParams,
    query: monitorStudentsQuery,
    data: z.object({ items: z.array(monitorStudentRow), total: z.number().int() }),
  },
  extendTime: {
    method: 'POST',
    path: '/staff/exams/:examId/monitor/extend',
    access: running,
    summary: 'Add minutes to the attempts in progress: of one student, of a group, or of everyone',
    params: examParams,
    body: extendTimeInput,
    data: extendTimeReport,
  },
  submitForStudent: {
    method: 'POST',
    path: '/staff/exams/:examId/monitor/students/:studentId/submit',
    access: running,
    summary: "Submit a student's attempt now and score it, as the student's own submit would",
    params: examStudentParams,
    data: staffSubmitReport,
  },
});
