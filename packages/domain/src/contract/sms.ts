import { z } from 'zod';
import { DEFAULT_DUE_REMINDERS } from '../sms/due-reminder';
import { SMS_LANGUAGES } from '../sms/sms-template';
import { id } from './common';
import { examAccess } from './exam-access';
import { examParams } from './exams';
import { defineRoutes } from './route';

/** Who gets a result SMS: nobody, the students, their guardians (the roster's contact number), or both. */
export const SMS_AUDIENCES = ['none', 'students', 'guardians', 'both'] as const;
/** Who gets a result SMS. */
export type SmsAudience = (typeof SMS_AUDIENCES)[number];

/** One message's recipient: the student's own number, or the guardian's. */
export const SMS_RECIPIENTS = ['student', 'guardian'] as const;
/** A message's state: waiting, being sent, taken by the gateway, or not sent (see its answer). */
export const SMS_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;

const template = z.string().trim().min(1, 'a template cannot be empty').max(1000);

/** A result message's templates in one language: for those who sat the exam and for the absent. */
export const resultTemplates = z.object({ present: template, absent: template });

/** A dues reminder's templates in one language: before the due's date, and after it while unpaid. */
export const dueReminderTemplates = z.object({ before: template, after: template });

/** The dues reminders: a text to the guardian (or the student) before and after an unpaid due's date. */
export const dueReminders = z.object({
  /** Off until staff turn them on. */
  enabled: z.boolean(),
  /** Days before the due's date the first reminder goes. */
  daysBefore: z.number().int().min(1).max(30),
  /** Days after the due's date, still unpaid, the second goes. */
  daysAfter: z.number().int().min(1).max(30),
  /** Fields: `{name}`, `{roll}`, `{course}`, `{amount}` (still owed), `{due}` (day-month-year). */
  templates: z.object({ bn: dueReminderTemplates, en: dueReminderTemplates }),
});

/** The institute's SMS settings. */
export const smsSettings = z.object({
  /** The language result messages are sent in. */
  language: z.enum(SMS_LANGUAGES),
  /** The templates per language; fields are written `{name}`, `{roll}`, `{exam}`, `{marks}`, … */
  templates: z.object({ bn: resultTemplates, en: resultTemplates }),
  /** The most parts a message may take: a template that may be longer is refused. */
  partLimit: z.number().int().min(1).max(10),
  /** What the gateway charges per part, in paisa (for the estimate before sending). */
  pricePerPartPaisa: z.number().int().min(0).max(100_000),
  /** The dues reminders (unchanged from the defaults when a save leaves them out). */
  reminders: dueReminders.default(DEFAULT_DUE_REMINDERS),
});
/** The institute's SMS settings. */
export type SmsSettings = z.output<typeof smsSettings>;

/** How a text is billed. */
export const smsCountView = z.object({
  encoding: z.enum(['gsm7', 'ucs2']),
  /** Septets (GSM-7) or UTF-16 units (UCS-2). */
  units: z.number(),
  parts: z.number(),
});

/** The settings with how long each template's longest text is. */
export const smsSettingsView = smsSettings.extend({
  /** Per template, its text with long values counted (what the part limit is checked against). */
  longest: z.object({
    bn: z.object({ present: smsCountView, absent: smsCountView }),
    en: z.object({ present: smsCountView, absent: smsCountView }),
  }),
  /** The same for the dues reminder templates. */
  reminderLongest: z.object({
    bn: z.object({ before: smsCountView, after: smsCountView }),
    en: z.object({ before: smsCountView, after: smsCountView }),
  }),
});

/** `?audience=`: whom the preview counts. */
export const smsPreviewQuery = z.object({
  audience: z.enum(['students', 'guardians', 'both']).default('both'),
  /**
   * `published` (default): the results published now; `exam`: those publishing the whole exam would
   * show (the preview in the publish dialog, before publishing).
   */
  scope: z.enum(['published', 'exam']).default('published'),
});

/** The body of a send: whom to text. */
export const sendResultSmsBody = z.object({ audience: z.enum(['students', 'guardians', 'both']) });

/** One sample message of the preview, with a real student's values. */
export const smsSample = z.object({
  studentName: z.string(),
  text: z.string(),
  count: smsCountView,
});

/** What sending result SMS for the exam would do (counted now, nothing sent). */
export const resultSmsPreview = z.object({
  examId: id,
  audience: z.enum(['students', 'guardians', 'both']),
  language: z.enum(SMS_LANGUAGES),
  /** A present and an absent student's message (null when there is none). */
  present: smsSample.nullable(),
  absent: smsSample.nullable(),
  /** Messages that would be queued (not those already sent for this exam, opted out or without a number). */
  messages: z.number(),
  /** Their parts together, and the estimated cost in paisa. */
  parts: z.number(),
  costPaisa: z.number(),
  /** Recipients whose number asked not to be texted. */
  optedOut: z.number(),
  /** Guardians with no number on the roster, or one that is not a mobile number. */
  withoutNumber: z.number(),
  /** Messages longer than the part limit (refused, never cut). */
  tooLong: z.number(),
  /** Messages this exam has already queued or sent to these recipients (not sent again). */
  alreadySent: z.number(),
});

/** What sending result SMS for the exam would do. */
export type ResultSmsPreview = z.output<typeof resultSmsPreview>;

/** What a send queued. */
export const resultSmsQueued = z.object({
  examId: id,
  queued: z.number(),
  parts: z.number(),
  costPaisa: z.number(),
  /** Not sent: opted out, no valid number, too long (each in the log as failed with its reason). */
  failed: z.number(),
});

/** One message of the delivery log. */
export const smsMessageView = z.object({
  id,
  /** The result message, or a correction sent after a re-score changed the result. */
  kind: z.enum(['result', 'correction']),
  studentId: id,
  studentName: z.string(),
  sid: z.string(),
  recipient: z.enum(SMS_RECIPIENTS),
  /** The number texted (88 + the local number), or what the roster holds when it is not one. */
  phone: z.string(),
  status: z.enum(SMS_STATUSES),
  parts: z.number(),
  tries: z.number(),
  /** The gateway's id of the message. */
  gatewayId: z.string().nullable(),
  /** The gateway's answer, or why it was not sent. */
  answer: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
/** One message of the delivery log. */
export type SmsMessageView = z.output<typeof smsMessageView>;

/** An exam's delivery log with its totals. */
export const resultSmsLog = z.object({
  examId: id,
  totals: z.object({
    queued: z.number(),
    sending: z.number(),
    sent: z.number(),
    failed: z.number(),
    parts: z.number(),
    costPaisa: z.number(),
  }),
  messages: z.array(smsMessageView),
});

/** One dues reminder of the delivery log. */
export const dueReminderView = smsMessageView.omit({ kind: true }).extend({
  /** Before the due's date, or after it while unpaid. */
  kind: z.enum(['due-before', 'due-after']),
  dueId: id,
  dueLabel: z.string(),
  courseTitle: z.string(),
  dueOn: z.string(),
});

/** One dues reminder of the delivery log. */
export type DueReminderView = z.output<typeof dueReminderView>;

/** The latest dues reminders, newest first. */
export const dueRemindersLog = z.object({ messages: z.array(dueReminderView) });

/** Which failed messages to send again (all of the exam's when none are named). */
export const resendSmsBody = z.object({ messageIds: z.array(id).min(1).max(20_000).optional() });

/** What a resend queued. */
export const smsResent = z.object({ examId: id, queued: z.number() });

/** What sending corrections would do: results changed since their SMS was sent. */
export const smsCorrectionsPreview = z.object({
  examId: id,
  /** Messages a correction would go to (a student or guardian texted a result that has changed). */
  messages: z.number(),
  parts: z.number(),
  costPaisa: z.number(),
  /** One correction as it would read. */
  sample: smsSample.nullable(),
});

const phone = z
  .string()
  .trim()
  .regex(/^(?:\+?88)?01[3-9]\d{8}$/, 'must be a mobile number (01XXXXXXXXX)');

/** A number that asked not to be texted. */
export const smsOptOut = z.object({
  /** The local number (01XXXXXXXXX). */
  phone: z.string(),
  note: z.string(),
  createdAt: z.string(),
});

/** The body of an opt-out. */
export const smsOptOutBody = z.object({ phone, note: z.string().trim().max(200).default('') });

/** `:phone` in a path. */
export const smsOptOutParams = z.object({ phone });

const sender = examAccess.scheduling;

/**
 * Result SMS: the institute's templates, part limit and price; the numbers that asked not to be
 * texted; for an exam whose results are published, a preview (a real student's message, messages,
 * parts, cost), the send (queued, sent once per student and recipient for the exam), the delivery log
 * and the resend of failed messages. Whoever may publish results may do these.
 */
export const smsRoutes = defineRoutes('sms', {
  smsSettings: {
    method: 'GET',
    path: '/staff/sms/settings',
    access: sender,
    summary: 'The SMS templates, part limit and price per part',
    data: smsSettingsView,
  },
  saveSmsSettings: {
    method: 'PUT',
    path: '/staff/sms/settings',
    access: sender,
    summary: 'Save the SMS templates, part limit and price (a template that may pass the limit is refused)',
    body: smsSettings,
    data: smsSettingsView,
  },
  listSmsOptOuts: {
    method: 'GET',
    path: '/staff/sms/opt-outs',
    access: sender,
    summary: 'The numbers that asked not to be texted',
    data: z.array(smsOptOut),
  },
  addSmsOptOut: {
    method: 'POST',
    path: '/staff/sms/opt-outs',
    access: sender,
    summary: 'Stop texting a number',
    body: smsOptOutBody,
    data: smsOptOut,
  },
  removeSmsOptOut: {
    method: 'DELETE',
    path: '/staff/sms/opt-outs/:phone',
    access: sender,
    summary: 'Text a number again',
    params: smsOptOutParams,
    data: z.object({ removed: z.boolean() }),
  },
  resultSmsPreview: {
    method: 'GET',
    path: '/staff/exams/:examId/sms/preview',
    access: sender,
    summary: "A result SMS with a real student's values, and the messages, parts and cost of sending",
    params: examParams,
    query: smsPreviewQuery,
    data: resultSmsPreview,
  },
  sendResultSms: {
    method: 'POST',
    path: '/staff/exams/:examId/sms',
    access: sender,
    summary: 'Send result SMS for the published results (once per student and recipient)',
    params: examParams,
    body: sendResultSmsBody,
    data: resultSmsQueued,
    status: 202,
  },
  resultSmsLog: {
    method: 'GET',
    path: '/staff/exams/:examId/sms',
    access: sender,
    summary: "The exam's SMS delivery log and totals",
    params: examParams,
    data: resultSmsLog,
  },
  smsCorrectionsPreview: {
    method: 'GET',
    path: '/staff/exams/:examId/sms/corrections',
    access: sender,
    summary: 'The corrections a re-score calls for: results changed since their SMS was sent',
    params: examParams,
    data: smsCorrectionsPreview,
  },
  sendSmsCorrections: {
    method: 'POST',
    path: '/staff/exams/:examId/sms/corrections',
    access: sender,
    summary: 'Text a correction to those whose result changed since their SMS (once per new result)',
    params: examParams,
    data: resultSmsQueued,
    status: 202,
  },
  dueRemindersLog: {
    method: 'GET',
    path: '/staff/sms/due-reminders',
    access: sender,
    summary: 'The latest dues reminders sent or queued (newest first)',
    data: dueRemindersLog,
  },
  resendDueReminders: {
    method: 'POST',
    path: '/staff/sms/due-reminders/resend',
    access: sender,
    summary: 'Send the failed dues reminders again (those of dues still unpaid)',
    body: resendSmsBody,
    data: z.object({ queued: z.number() }),
    status: 202,
  },
  resendResultSms: {
    method: 'POST',
    path: '/staff/exams/:examId/sms/resend',
    access: sender,
    summary: 'Send the failed messages again',
    params: examParams,
    body: resendSmsBody,
    data: smsResent,
    status: 202,
  },
});
