import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { staff, students } from './accounts';
import { courses } from './content';
import { branches, groups } from './org';

// Every amount is a whole number of paisa (bigint, read as a JS number: far below 2^53).
const paisa = (name: string) => bigint(name, { mode: 'number' });

/** Installment terms as stored on a plan (see `InstalmentTerm` in the domain). */
type StoredInstalment = { label?: string; dueOn?: string; dueAfterDays?: number; amountPaisa?: number };
/** A plan's late fee rule (see `LateFeeRule` in the domain). */
type StoredLateFee = { graceDays: number; fixedPaisa: number; perDayPaisa: number; capPaisa: number };

/** What a course costs: for the whole course, or one branch or group of it (the most specific wins). */
export const feePlans = pgTable(
  'fee_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    admissionFeePaisa: paisa('admission_fee_paisa').notNull(),
    courseFeePaisa: paisa('course_fee_paisa').notNull(),
    instalments: jsonb('instalments').$type<StoredInstalment[]>().notNull(),
    lateFee: jsonb('late_fee').$type<StoredLateFee | null>(),
    /** An inactive plan gives no dues to new admissions. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('fee_plans_course_idx').on(t.courseId)],
);

/** A student's admission to a course as fees see it: once, with the plan that gave the dues. */
export const feeEnrolments = pgTable(
  'fee_enrolments',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id').references(() => feePlans.id, { onDelete: 'set null' }),
    admittedOn: date('admitted_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.courseId] }), index('fee_enrolments_plan_idx').on(t.planId)],
);

/** One amount a student owes on a course; open while amount − discount + late fee > paid. */
export const feeDues = pgTable(
  'fee_dues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id').references(() => feePlans.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['admission', 'course', 'instalment'] }).notNull(),
    label: text('label').notNull(),
    sequence: integer('sequence').notNull(),
    amountPaisa: paisa('amount_paisa').notNull(),
    discountPaisa: paisa('discount_paisa').notNull().default(0),
    /** The late fee charged so far (fixed when a payment meets the due). */
    lateFeePaisa: paisa('late_fee_paisa').notNull().default(0),
    paidPaisa: paisa('paid_paisa').notNull().default(0),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('fee_dues_student_idx').on(t.studentId, t.courseId, t.dueOn),
    index('fee_dues_open_idx')
      .on(t.dueOn)
      .where(sql`${t.amountPaisa} - ${t.discountPaisa} + ${t.lateFeePaisa} > ${t.paidPaisa}`),
  ],
);

/** A discount or waiver given to a student on a course, with its reason. */
export const feeDiscounts = pgTable(
  'fee_discounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['fixed', 'percent'] }).notNull(),
    /** The fixed amount, or null for a percentage. */
    amountPaisa: paisa('amount_paisa'),
    /** The percentage in basis points, or null for a fixed amount. */
    basisPoints: integer('basis_points'),
    /** What it took off the dues. */
    discountPaisa: paisa('discount_paisa').notNull(),
    reason: text('reason').notNull(),
    givenBy: uuid('given_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('fee_discounts_student_idx').on(t.studentId)],
);

/** Money received, with its receipt: one row per payment, its serial given in the same transaction. */
export const feePayments = pgTable(
  'fee_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `DHK-2026-000123`; null only inside the transaction that records it. */
    serial: text('serial'),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'restrict' }),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    branchId: uuid('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    amountPaisa: paisa('amount_paisa').notNull(),
    /** What was beyond the dues: the student's credit. */
    creditPaisa: paisa('credit_paisa').notNull().default(0),
    refundedPaisa: paisa('refunded_paisa').notNull().default(0),
    method: text('method', { enum: ['cash', 'bkashManual', 'nagadManual', 'bkash', 'sslcommerz'] }).notNull(),
    /** What makes the payment once: a gateway's invoice, a typed trx id, a counter form's key. */
    reference: text('reference').notNull(),
    gatewayTrxId: text('gateway_trx_id'),
    takenBy: uuid('taken_by').references(() => staff.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: uuid('voided_by').references(() => staff.id, { onDelete: 'set null' }),
    voidReason: text('void_reason'),
  },
  (t) => [
    uniqueIndex('fee_payments_reference_key').on(t.reference),
    uniqueIndex('fee_payments_serial_key').on(t.serial),
    index('fee_payments_student_idx').on(t.studentId, t.receivedAt),
    index('fee_payments_received_idx').on(t.receivedAt),
  ],
);

/** How much of a payment went to which due. */
export const feeAllocations = pgTable(
  'fee_allocations',
  {
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => feePayments.id, { onDelete: 'cascade' }),
    dueId: uuid('due_id')
      .notNull()
      .references(() => feeDues.id, { onDelete: 'cascade' }),
    amountPaisa: paisa('amount_paisa').notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.dueId] }), index('fee_allocations_due_idx').on(t.dueId)],
);

/** Money given back on a payment. */
export const feeRefunds = pgTable(
  'fee_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => feePayments.id, { onDelete: 'cascade' }),
    amountPaisa: paisa('amount_paisa').notNull(),
    reason: text('reason').notNull(),
    refundedBy: uuid('refunded_by').references(() => staff.id, { onDelete: 'set null' }),
    /** The refund form's key: a form sent twice is one refund. */
    requestKey: text('request_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('fee_refunds_request_key_idx').on(t.paymentId, t.requestKey)],
);

/**
 * Every change of what a student owes, in order: a due (+), a discount (−), a late fee (+), a payment
 * (−), a void (+ back), a refund (+). The sum is the balance; below zero is the student's credit.
 */
export const feeLedger = pgTable(
  'fee_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    kind: text('kind', {
      enum: ['due', 'discount', 'lateFee', 'payment', 'void', 'refund', 'adjustment'],
    }).notNull(),
    /** Signed: what the student owes goes up (+) or down (−). */
    amountPaisa: paisa('amount_paisa').notNull(),
    /** The due, discount, payment or refund the entry is about. */
    refId: uuid('ref_id'),
    note: text('note').notNull().default(''),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('fee_ledger_student_idx').on(t.studentId, t.createdAt)],
);

/** The last receipt number given per receipt code and year: the row is locked by each payment's transaction. */
export const feeReceiptCounters = pgTable(
  'fee_receipt_counters',
  {
    code: text('code').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.year] })],
);

/** The institute's fee settings (one row): the hold policy. */
export const feeSettings = pgTable('fee_settings', {
  id: text('id').primaryKey().default('default'),
  holdEnabled: boolean('hold_enabled').notNull().default(false),
  holdOverdueDays: integer('hold_overdue_days').notNull().default(30),
  holdMessage: text('hold_message').notNull(),
  holdMessageBn: text('hold_message_bn').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
