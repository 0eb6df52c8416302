import type { DueReminderSettings } from '@lms/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { staff, students } from './accounts';
import { exams } from './exams';
import { feeDues } from './fees';
import { notifications } from './notifications';

/** The institute's SMS settings (one row, id 'default'): templates, language, part limit, price. */
export const smsSettingsTable = pgTable('sms_settings', {
  id: text('id').primaryKey(),
  language: text('language', { enum: ['bn', 'en'] }).notNull(),
  templates: jsonb('templates')
    .$type<{ bn: { present: string; absent: string }; en: { present: string; absent: string } }>()
    .notNull(),
  partLimit: integer('part_limit').notNull(),
  pricePerPartPaisa: integer('price_per_part_paisa').notNull(),
  /** The dues reminders; null until staff save them (the defaults apply). */
  reminders: jsonb('reminders').$type<DueReminderSettings>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A number that asked not to be texted (the local form, 01XXXXXXXXX). */
export const smsOptOuts = pgTable('sms_opt_outs', {
  phone: text('phone').primaryKey(),
  note: text('note').notNull().default(''),
  createdBy: uuid('created_by').references(() => staff.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * One SMS to a student or their guardian about an exam's result, a due or a notice: at most one per
 * subject, kind, student and recipient (the unique keys), whatever sends it twice (two nodes, a
 * retry, a second publish or send).
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * What the message is about: 'result' or 'correction' (a published exam result, with `examId`),
     * 'due-before' or 'due-after' (a reminder of an unpaid due, with `dueId`), 'notice' (a staff
     * notice, with `noticeId`).
     */
    kind: text('kind').notNull(),
    examId: uuid('exam_id').references(() => exams.id, { onDelete: 'cascade' }),
    dueId: uuid('due_id').references(() => feeDues.id, { onDelete: 'cascade' }),
    noticeId: uuid('notice_id').references(() => notifications.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    recipient: text('recipient', { enum: ['student', 'guardian'] }).notNull(),
    /** 88 + the local number; what the roster holds when it is not a mobile number. */
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    parts: integer('parts').notNull(),
    /** The price of one part when it was queued, in paisa. */
    pricePerPartPaisa: integer('price_per_part_paisa').notNull(),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed'] }).notNull(),
    tries: integer('tries').notNull().default(0),
    gateway: text('gateway'),
    gatewayId: text('gateway_id'),
    answer: text('answer'),
    queuedBy: uuid('queued_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When it was last claimed for sending (a claim long past is a node that stopped mid-send). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sms_messages_once_key').on(t.kind, t.examId, t.studentId, t.recipient),
    uniqueIndex('sms_messages_due_once_key')
      .on(t.kind, t.dueId, t.recipient)
      .where(sql`${t.dueId} IS NOT NULL`),
    uniqueIndex('sms_messages_notice_once_key')
      .on(t.kind, t.noticeId, t.studentId, t.recipient)
      .where(sql`${t.noticeId} IS NOT NULL`),
    index('sms_messages_notice_idx').on(t.noticeId, t.status).where(sql`${t.noticeId} IS NOT NULL`),
    index('sms_messages_due_created_idx').on(t.createdAt).where(sql`${t.dueId} IS NOT NULL`),
    index('sms_messages_exam_idx').on(t.examId, t.status),
    index('sms_messages_queued_idx').on(t.createdAt).where(sql`${t.status} = 'queued'`),
  ],
);
