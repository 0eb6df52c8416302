import { z } from 'zod';
import { SMS_LANGUAGES } from '../sms/sms-template';
import { id, idOf } from './common';
import { defineRoutes, staff, student } from './route';
import {
  resendSmsBody,
  resultSmsLog,
  SMS_AUDIENCES,
  sendResultSmsBody,
  smsMessageView,
  smsSample,
} from './sms';

/** What a notice may point to: a click then opens content videos, a Q&A thread or My Exams. */
export const NOTICE_TARGETS = ['lecture', 'chapter', 'questionSolve', 'question', 'exam'] as const;
/** One thing a notice may point to. */
export type NoticeTarget = (typeof NOTICE_TARGETS)[number];

/** `:id` of one of the student's notifications. */
export const notificationParams = z.object({ id: idOf('notification') });

/** POST /staff/notices body: a notice to exactly one of a group, a course or a student. */
export const noticeBody = z
  .object({
    /** The text students read. */
    message: z.string().trim().min(1, 'Write the notice').max(2000),
    /** An optional heading kept in the notice's info. */
    title: z.string().trim().max(200).optional(),
    groupId: idOf('group').optional(),
    /** Several groups at once: each member gets the notice once. */
    groupIds: z.array(idOf('group')).min(1, 'Choose a group').max(100).optional(),
    courseId: idOf('course').optional(),
    studentId: idOf('student').optional(),
    /** What a click opens: content videos, a Q&A thread or My Exams (with `id` of that thing). */
    on: z.enum(NOTICE_TARGETS).optional(),
    /** The id of the thing `on` names. */
    id: id.optional(),
    /**
     * Also by SMS: to the students, their guardians (the roster's contact number), both, or nobody
     * (default). The text is the heading and the message; once per notice, student and recipient.
     */
    sms: z.enum(SMS_AUDIENCES).default('none'),
    /**
     * Send it later, at this time (at most 60 days ahead): it is kept until then and goes to whoever
     * is in its audience at that time. Without SMS (its SMS is sent from the history once it is out).
     */
    sendAt: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((b) => [b.groupId, b.groupIds, b.courseId, b.studentId].filter(Boolean).length === 1, {
    message:
      'Send a notice to exactly one of groupId, courseId or studentId (or groupIds for several groups)',
  })
  .refine((b) => !b.on === !b.id, { message: 'Give both on and id, or neither' })
  .refine((b) => !b.sendAt || b.sms === 'none', {
    message: 'A scheduled notice goes without SMS: send its SMS from the history once it is out',
    path: ['sms'],
  });
export type NoticeBody = z.output<typeof noticeBody>;

/** What a notice's SMS queued: messages, their parts and cost, and those logged failed (opted out, no number). */
export const noticeSmsQueued = z.object({
  noticeId: id,
  queued: z.number(),
  parts: z.number(),
  costPaisa: z.number(),
  failed: z.number(),
});

/** A notice sent: its id (null when nobody received it), how many students got it, and its SMS (when asked). */
export const noticeSent = z.object({
  _id: z.string().nullable(),
  recipients: z.number(),
  sms: noticeSmsQueued.nullable().optional(),
  /** For a scheduled notice: when it goes out (`recipients` is then 0 until it does). */
  scheduledFor: z.string().optional(),
});
export type NoticeSent = z.infer<typeof noticeSent>;

/** GET /staff/notices query: one page of sent notices, newest first. */
export const noticeHistoryQuery = z.object({
  page: z.coerce.number().int().min(1, 'must be 1 or more').max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100, 'must be at most 100').default(20),
});
export type NoticeHistoryQuery = z.output<typeof noticeHistoryQuery>;

const named = z.object({ _id: z.string(), name: z.string() });

/** A sent notice as the console's history shows it. */
export const sentNoticeView = z.object({
  _id: z.string(),
  message: z.string(),
  /** The heading, when one was written. */
  title: z.string().nullable(),
  createdAt: z.string(),
  /** Who sent it; null for notices sent before senders were kept, or a removed account. */
  sender: named.nullable(),
  /** The groups it was sent to (a removed group is left out). */
  groups: z.array(named),
  /** The course, when sent to every group of a course. */
  course: named.nullable(),
  /** The student, when sent to one student. */
  student: named.nullable(),
  /** How many students it reached; null when not kept (older notices). */
  recipients: z.number().nullable(),
  /** When it was recalled (taken off the students' lists); null while it stands. */
  recalledAt: z.string().nullable(),
  /** When it was scheduled to go out; null for a notice sent at once. */
  scheduledFor: z.string().nullable(),
  /** A scheduled notice still waiting for its time (nobody has it yet; `recipients` is null). */
  waiting: z.boolean(),
});
export type SentNoticeView = z.infer<typeof sentNoticeView>;

/** One page of sent notices and how many there are in all. */
export const noticeHistoryPage = z.object({ items: z.array(sentNoticeView), total: z.number() });
export type NoticeHistoryPage = z.infer<typeof noticeHistoryPage>;

/** What sending a notice by SMS would do (counted now, nothing sent or stored). */
export const noticeSmsPreview = z.object({
  audience: z.enum(['students', 'guardians', 'both']),
  language: z.enum(SMS_LANGUAGES),
  /** A real recipient's message (null when the notice reaches nobody with a number). */
  sample: smsSample.nullable(),
  /** Messages that would be queued (not opted out, with a number; none when the text is too long). */
  messages: z.number(),
  /** Their parts together, and the estimated cost in paisa. */
  parts: z.number(),
  costPaisa: z.number(),
  /** The institute's part limit, and whether the text passes it (then the notice is refused). */
  partLimit: z.number(),
  tooLong: z.boolean(),
  /** Recipients whose number asked not to be texted. */
  optedOut: z.number(),
  /** Guardians with no number on the roster, or numbers that are not mobile numbers. */
  withoutNumber: z.number(),
  /** Messages this notice already queued or sent to these recipients (not sent again). */
  alreadySent: z.number(),
});
/** What sending a notice by SMS would do. */
export type NoticeSmsPreview = z.output<typeof noticeSmsPreview>;

/** PATCH /staff/notices/{noticeId} body: a sent notice's new text (and heading; empty removes it). */
export const noticeTextBody = z.object({
  message: z.string().trim().min(1, 'Write the notice').max(2000),
  title: z.string().trim().max(200).optional(),
});
export type NoticeTextBody = z.output<typeof noticeTextBody>;

/** A sent notice's text and state after an edit or a recall. */
export const noticeText = z.object({
  _id: z.string(),
  message: z.string(),
  title: z.string().nullable(),
  recalledAt: z.string().nullable(),
});
export type NoticeText = z.infer<typeof noticeText>;

/** `:noticeId` of a sent notice. */
export const noticeParams = z.object({ noticeId: idOf('notice') });

/** A notice's SMS delivery log with its totals. */
export const noticeSmsLog = resultSmsLog.omit({ examId: true, messages: true }).extend({
  noticeId: id,
  messages: z.array(smsMessageView.omit({ kind: true })),
});
/** A notice's SMS delivery log. */
export type NoticeSmsLog = z.output<typeof noticeSmsLog>;

const noticeSender = staff('moderator');

/** The student's stored notifications, and staff notices. */
export const notificationRoutes = defineRoutes('notifications', {
  markSeen: {
    method: 'PATCH',
    path: '/notification/seen/:id',
    access: student,
    summary: 'Mark one of my notifications seen',
    params: notificationParams,
    data: z.object({ _id: z.string(), isSeen: z.boolean() }),
  },
  remove: {
    method: 'DELETE',
    path: '/notification/id/:id',
    access: student,
    summary: 'Delete one of my notifications',
    params: notificationParams,
    data: z.object({ _id: z.string(), deleted: z.boolean() }),
  },
  sendNotice: {
    method: 'POST',
    path: '/staff/notices',
    access: noticeSender,
    summary:
      'Send a notice to a group, a course or a student (stored and pushed live), now or at a later time',
    body: noticeBody,
    data: noticeSent,
    status: 201,
  },
  noticeHistory: {
    method: 'GET',
    path: '/staff/notices',
    access: staff('moderator'),
    summary: 'Sent notices, newest first, with their groups, time and sender',
    query: noticeHistoryQuery,
    data: noticeHistoryPage,
  },
  editNotice: {
    method: 'PATCH',
    path: '/staff/notices/:noticeId',
    access: noticeSender,
    summary: "Change a sent notice's text: students' lists (and open apps) show the new text",
    params: noticeParams,
    body: noticeTextBody,
    data: noticeText,
  },
  recallNotice: {
    method: 'POST',
    path: '/staff/notices/:noticeId/recall',
    access: noticeSender,
    summary:
      "Recall a sent notice: it is taken off every student's list and open app, or a scheduled one never goes (once; again changes nothing)",
    params: noticeParams,
    data: noticeText,
  },
  noticeSmsPreview: {
    method: 'POST',
    path: '/staff/notices/sms-preview',
    access: noticeSender,
    summary:
      "A notice's SMS with a real recipient, and the messages, parts and cost of sending it (nothing sent)",
    body: noticeBody,
    data: noticeSmsPreview,
  },
  sendNoticeSms: {
    method: 'POST',
    path: '/staff/notices/:noticeId/sms',
    access: noticeSender,
    summary: 'Send a sent notice by SMS too (once per student and recipient)',
    params: noticeParams,
    body: sendResultSmsBody,
    data: noticeSmsQueued,
    status: 202,
  },
  noticeSmsLog: {
    method: 'GET',
    path: '/staff/notices/:noticeId/sms',
    access: noticeSender,
    summary: "A notice's SMS delivery log and totals",
    params: noticeParams,
    data: noticeSmsLog,
  },
  resendNoticeSms: {
    method: 'POST',
    path: '/staff/notices/:noticeId/sms/resend',
    access: noticeSender,
    summary: "Send a notice's failed SMS again",
    params: noticeParams,
    body: resendSmsBody,
    data: z.object({ noticeId: id, queued: z.number() }),
    status: 202,
  },
});
