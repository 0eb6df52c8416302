import { and, between, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { courses, feeDues, smsMessages, students } from '../../db/schema';

/** What is still owed on a due (with the late fee charged so far). */
export const owed = sql<number>`${feeDues.amountPaisa} - ${feeDues.discountPaisa} + ${feeDues.lateFeePaisa} - ${feeDues.paidPaisa}`;

/** The unpaid dues of active students falling on a day from `from` to `to`, with what is owed and whom to text. */
export function openDuesBetween(db: Queryable, from: string, to: string) {
  return db
    .select({
      dueId: feeDues.id,
      dueOn: feeDues.dueOn,
      openPaisa: owed.mapWith(Number),
      studentId: students.id,
      name: students.name,
      sid: students.sid,
      username: students.username,
      contact: students.contact,
      course: courses.name,
    })
    .from(feeDues)
    .innerJoin(students, eq(students.id, feeDues.studentId))
    .innerJoin(courses, eq(courses.id, feeDues.courseId))
    .where(and(between(feeDues.dueOn, from, to), sql`${owed} > 0`, isNull(students.deactivatedAt)))
    .orderBy(feeDues.dueOn, feeDues.id);
}

/** Inserts reminders, skipping any a due already has for the kind and recipient; answers those inserted. */
export function insertReminders(db: Queryable, rows: (typeof smsMessages.$inferInsert)[]) {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .insert(smsMessages)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: smsMessages.id, status: smsMessages.status, parts: smsMessages.parts });
}

/** The latest dues reminders with their students and dues, newest first. */
export function latestReminders(db: Queryable, limit: number) {
  return db
    .select({
      message: smsMessages,
      studentName: students.name,
      sid: students.sid,
      dueLabel: feeDues.label,
      dueOn: feeDues.dueOn,
      courseTitle: courses.name,
    })
    .from(smsMessages)
    .innerJoin(students, eq(students.id, smsMessages.studentId))
    .innerJoin(feeDues, eq(feeDues.id, smsMessages.dueId))
    .innerJoin(courses, eq(courses.id, feeDues.courseId))
    .where(isNotNull(smsMessages.dueId))
    .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
    .limit(limit);
}
