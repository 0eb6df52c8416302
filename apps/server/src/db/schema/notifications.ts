import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { staff, students } from './accounts';

/** The kinds of notification: an event of the platform, or a notice written by staff. */
export const NOTIFICATION_TYPES = ['notification', 'notice'] as const;

/** What a notification is about: the web app navigates from it. */
export interface NotificationInfo {
  /**
   * The kind of thing, as the original student client opens it: `lecture`, `chapter`,
   * `questionSolve` (content, `id` is the item), `question` (a Q&A thread, `id` is the question),
   * `exam` (assigned, or with `examResultId` a published result; `id` is the exam), `group` (`id` is
   * the group), `notice` (a staff notice).
   */
  on?: string;
  id?: string;
  courseId?: string;
  subjectId?: string;
  title?: string;
  isPracticeExam?: boolean;
  examResultId?: string;
  /** On `exam` with `examResultId`: the group the result was sat in (the result page's address). */
  groupId?: string;
}

/** Whom a staff notice was sent to: groups, every group of a course, or one student. */
export interface NoticeAudience {
  groupIds?: string[];
  courseId?: string;
  studentId?: string;
}

/** One notification, written once and delivered to many students. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    message: text('message').notNull(),
    info: jsonb('info').$type<NotificationInfo>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The staff member who sent a notice; null for platform events, older notices or a removed account. */
    senderId: uuid('sender_id').references(() => staff.id, { onDelete: 'set null' }),
    /** Whom a notice was sent to (null for platform events and older notices). */
    audience: jsonb('audience').$type<NoticeAudience>(),
    /** How many students a notice reached when sent. */
    recipients: integer('recipients'),
    /** When staff recalled a notice: it was taken off every student's list. */
    recalledAt: timestamp('recalled_at', { withTimezone: true }),
    /** When a scheduled notice goes out (null: sent at once); waiting while `recipients` is null. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
  },
  (t) => [
    index('notifications_notices_newest_idx').on(t.createdAt.desc(), t.id).where(sql`${t.type} = 'notice'`),
    index('notifications_scheduled_waiting_idx')
      .on(t.scheduledFor)
      .where(sql`${t.type} = 'notice' and ${t.scheduledFor} is not null and ${t.recipients} is null`),
    // An exam's result notifications, rewritten when its results are unpublished.
    index('notifications_exam_idx')
      .on(sql`(${t.info}->>'id')`)
      .where(sql`${t.type} = 'notification' and ${t.info}->>'on' = 'exam'`),
  ],
);

/** A notification in one student's list, seen or not; deleting it removes only this row. */
export const studentNotifications = pgTable(
  'student_notifications',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    isSeen: boolean('is_seen').notNull().default(false),
    /** The notification's time, copied so that a student's newest come from one index. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.notificationId] }),
    index('student_notifications_newest_idx').on(t.studentId, t.createdAt.desc()),
  ],
);
