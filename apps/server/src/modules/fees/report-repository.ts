import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { branches, courses, feeDues, feePayments, feePlans, students } from '../../db/schema';
import { receiptQuery } from './payment-repository';

/** Payments received in [from, to), oldest first. */
export async function paymentsBetween(db: Queryable, from: Date, to: Date) {
  return receiptQuery(db)
    .where(and(gte(feePayments.receivedAt, from), lt(feePayments.receivedAt, to)))
    .orderBy(asc(feePayments.receivedAt));
}

/** Open dues due on or before `lastDueOn`, with their student, course, branch and late fee rule. */
export async function overdueRows(
  db: Queryable,
  q: { lastDueOn: string; courseId?: string; branchId?: string },
) {
  return db
    .select({
      due: feeDues,
      courseName: courses.name,
      lateFee: feePlans.lateFee,
      name: students.name,
      sid: students.sid,
      username: students.username,
      branchName: branches.name,
    })
    .from(feeDues)
    .innerJoin(courses, eq(courses.id, feeDues.courseId))
    .innerJoin(students, eq(students.id, feeDues.studentId))
    .leftJoin(branches, eq(branches.id, students.branchId))
    .leftJoin(feePlans, eq(feePlans.id, feeDues.planId))
    .where(
      and(
        sql`${feeDues.amountPaisa} - ${feeDues.discountPaisa} + ${feeDues.lateFeePaisa} > ${feeDues.paidPaisa}`,
        lte(feeDues.dueOn, q.lastDueOn),
        q.courseId ? eq(feeDues.courseId, q.courseId) : undefined,
        q.branchId ? eq(students.branchId, q.branchId) : undefined,
      ),
    )
    .orderBy(asc(feeDues.dueOn));
}

/** The day of the oldest open due of a student; null when none is open. */
export async function oldestOpenDueOn(db: Queryable, studentId: string): Promise<string | null> {
  const [row] = await db
    .select({ dueOn: feeDues.dueOn })
    .from(feeDues)
    .where(
      and(
        eq(feeDues.studentId, studentId),
        sql`${feeDues.amountPaisa} - ${feeDues.discountPaisa} + ${feeDues.lateFeePaisa} > ${feeDues.paidPaisa}`,
      ),
    )
    .orderBy(asc(feeDues.dueOn))
    .limit(1);
  return row?.dueOn ?? null;
}
