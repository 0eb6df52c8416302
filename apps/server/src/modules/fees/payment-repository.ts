import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import {
  branches,
  courses,
  feeAllocations,
  feeDues,
  feePayments,
  feeReceiptCounters,
  feeRefunds,
  staff,
  students,
} from '../../db/schema';

/** A payment row. */
export type PaymentRow = typeof feePayments.$inferSelect;
/** A new payment, before its serial. */
export type NewPayment = Omit<
  typeof feePayments.$inferInsert,
  'id' | 'serial' | 'creditPaisa' | 'refundedPaisa'
>;

/**
 * Stores a payment unless one with its reference exists: answers the new row, or undefined. On
 * PostgreSQL a second transaction with the same reference waits here until the first ends.
 */
export async function insertPaymentOnce(db: Queryable, values: NewPayment): Promise<PaymentRow | undefined> {
  const [row] = await db.insert(feePayments).values(values).onConflictDoNothing().returning();
  return row;
}

/** The payment of a reference; undefined when there is none. */
export async function paymentByReference(db: Queryable, reference: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(feePayments).where(eq(feePayments.reference, reference));
  return row;
}

/** One payment, its row locked when `lock`; undefined when there is none. */
export async function findPayment(db: Queryable, id: string, lock = false): Promise<PaymentRow | undefined> {
  const query = db.select().from(feePayments).where(eq(feePayments.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/**
 * The next receipt number of a code and year. The counter row stays locked until the transaction
 * ends, so payments at once take turns, and a transaction that fails gives its number back.
 */
export async function nextReceiptNumber(db: Queryable, code: string, year: number): Promise<number> {
  const [row] = await db
    .insert(feeReceiptCounters)
    .values({ code, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [feeReceiptCounters.code, feeReceiptCounters.year],
      set: { lastNumber: sql`${feeReceiptCounters.lastNumber} + 1` },
    })
    .returning({ n: feeReceiptCounters.lastNumber });
  return row!.n;
}

/** Gives a payment its serial and credit. */
export async function settlePayment(db: Queryable, id: string, serial: string, creditPaisa: number) {
  await db.update(feePayments).set({ serial, creditPaisa }).where(eq(feePayments.id, id));
}

/** Stores how a payment met dues. */
export async function insertAllocations(
  db: Queryable,
  paymentId: string,
  parts: { dueId: string; amountPaisa: number }[],
) {
  if (parts.length > 0) await db.insert(feeAllocations).values(parts.map((p) => ({ paymentId, ...p })));
}

/** How a payment met dues, latest due first (the order a refund takes them back). */
export async function allocationsOf(db: Queryable, paymentId: string) {
  return db
    .select({
      dueId: feeAllocations.dueId,
      amountPaisa: feeAllocations.amountPaisa,
      label: feeDues.label,
      dueOn: feeDues.dueOn,
    })
    .from(feeAllocations)
    .innerJoin(feeDues, eq(feeDues.id, feeAllocations.dueId))
    .where(eq(feeAllocations.paymentId, paymentId))
    .orderBy(desc(feeDues.dueOn), desc(feeDues.sequence));
}

/** Lowers (or removes, at zero) what a payment put on a due. */
export async function reduceAllocation(db: Queryable, paymentId: string, dueId: string, by: number) {
  const where = and(eq(feeAllocations.paymentId, paymentId), eq(feeAllocations.dueId, dueId));
  await db
    .update(feeAllocations)
    .set({ amountPaisa: sql`${feeAllocations.amountPaisa} - ${by}` })
    .where(where);
  await db.delete(feeAllocations).where(and(where, eq(feeAllocations.amountPaisa, 0)));
}

/** Marks a payment void: it keeps its serial. */
export async function markVoid(
  db: Queryable,
  id: string,
  v: { at: Date; by: string | null; reason: string },
) {
  await db
    .update(feePayments)
    .set({ voidedAt: v.at, voidedBy: v.by, voidReason: v.reason })
    .where(eq(feePayments.id, id));
}

/** Records a refund on a payment, lowering its credit by `fromCredit`. */
export async function insertRefund(
  db: Queryable,
  r: {
    paymentId: string;
    amountPaisa: number;
    fromCredit: number;
    reason: string;
    by: string | null;
    requestKey: string;
    at: Date;
  },
) {
  await db
    .update(feePayments)
    .set({
      refundedPaisa: sql`${feePayments.refundedPaisa} + ${r.amountPaisa}`,
      creditPaisa: sql`${feePayments.creditPaisa} - ${r.fromCredit}`,
    })
    .where(eq(feePayments.id, r.paymentId));
  const [row] = await db
    .insert(feeRefunds)
    .values({
      paymentId: r.paymentId,
      amountPaisa: r.amountPaisa,
      reason: r.reason,
      refundedBy: r.by,
      requestKey: r.requestKey,
      createdAt: r.at,
    })
    .returning();
  return row!;
}

/** What the refund of the payment made from this form (its key) gave back, in paisa; null when none was made. */
export async function refundMadeWith(
  db: Queryable,
  paymentId: string,
  requestKey: string,
): Promise<number | null> {
  const [row] = await db
    .select({ amountPaisa: feeRefunds.amountPaisa })
    .from(feeRefunds)
    .where(and(eq(feeRefunds.paymentId, paymentId), eq(feeRefunds.requestKey, requestKey)));
  return row?.amountPaisa ?? null;
}

const taker = alias(staff, 'taker');
const voider = alias(staff, 'voider');

/** Payments with what a receipt shows: student, course, branch, who took and who voided. */
export function receiptQuery(db: Queryable) {
  return db
    .select({
      payment: feePayments,
      studentName: students.name,
      studentSid: students.sid,
      studentUsername: students.username,
      courseName: courses.name,
      branchName: branches.name,
      takenByName: taker.name,
      voidedByName: voider.name,
    })
    .from(feePayments)
    .innerJoin(students, eq(students.id, feePayments.studentId))
    .leftJoin(courses, eq(courses.id, feePayments.courseId))
    .leftJoin(branches, eq(branches.id, feePayments.branchId))
    .leftJoin(taker, eq(taker.id, feePayments.takenBy))
    .leftJoin(voider, eq(voider.id, feePayments.voidedBy))
    .$dynamic();
}

/** A receipt row of `receiptQuery`. */
export type ReceiptRow = Awaited<ReturnType<ReturnType<typeof receiptQuery>['execute']>>[number];

/** One payment as a receipt; undefined when there is none. */
export async function findReceipt(db: Queryable, paymentId: string): Promise<ReceiptRow | undefined> {
  const [row] = await receiptQuery(db).where(eq(feePayments.id, paymentId));
  return row;
}

/** A student's payments as receipts, oldest first (optionally of one course). */
export async function studentReceipts(db: Queryable, studentId: string, courseId?: string) {
  return receiptQuery(db)
    .where(
      and(eq(feePayments.studentId, studentId), courseId ? eq(feePayments.courseId, courseId) : undefined),
    )
    .orderBy(asc(feePayments.receivedAt));
}

/** The refunds of a student's payments, oldest first. */
export async function studentRefunds(db: Queryable, studentId: string) {
  return db
    .select({ refund: feeRefunds, serial: feePayments.serial })
    .from(feeRefunds)
    .innerJoin(feePayments, eq(feePayments.id, feeRefunds.paymentId))
    .where(eq(feePayments.studentId, studentId))
    .orderBy(asc(feeRefunds.createdAt));
}

/** The branch's name, for its receipt code. */
export async function branchName(db: Queryable, branchId: string | null): Promise<string | null> {
  if (!branchId) return null;
  const [row] = await db.select({ name: branches.name }).from(branches).where(eq(branches.id, branchId));
  return row?.name ?? null;
}

/** A student's branch; undefined when there is no such student. */
export async function studentBranch(db: Queryable, studentId: string): Promise<string | null | undefined> {
  const [row] = await db
    .select({ branchId: students.branchId })
    .from(students)
    .where(eq(students.id, studentId));
  return row ? row.branchId : undefined;
}
