import type { AuditTargetKind } from '@lms/domain';
import { inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/contains-pattern';
import {
  branches,
  courses,
  exams,
  feePayments,
  feePlans,
  groups,
  paymentOrders,
  questions,
  staff,
  students,
} from '../../db/schema';

/** A record's id and what it is called. */
export interface NamedRecord {
  id: string;
  name: string;
}

type Lookup = (db: Db, ids: string[]) => Promise<NamedRecord[]>;

// One query per kind: the ids of a whole page at once.
const lookups: Record<AuditTargetKind, Lookup> = {
  student: (db, ids) =>
    db
      .select({ id: students.id, name: sql<string>`${students.name} || ' (' || ${students.sid} || ')'` })
      .from(students)
      .where(inArray(students.id, ids)),
  group: (db, ids) =>
    db.select({ id: groups.id, name: groups.name }).from(groups).where(inArray(groups.id, ids)),
  exam: (db, ids) => db.select({ id: exams.id, name: exams.title }).from(exams).where(inArray(exams.id, ids)),
  question: (db, ids) =>
    db.select({ id: questions.id, name: questions.title }).from(questions).where(inArray(questions.id, ids)),
  course: (db, ids) =>
    db.select({ id: courses.id, name: courses.name }).from(courses).where(inArray(courses.id, ids)),
  payment: (db, ids) =>
    db
      .select({ id: feePayments.id, name: sql<string>`coalesce(${feePayments.serial}, '')` })
      .from(feePayments)
      .where(inArray(feePayments.id, ids)),
  order: (db, ids) =>
    db
      .select({ id: paymentOrders.id, name: paymentOrders.invoice })
      .from(paymentOrders)
      .where(inArray(paymentOrders.id, ids)),
  staff: (db, ids) =>
    db
      .select({ id: staff.id, name: sql<string>`${staff.name} || ' (' || ${staff.username} || ')'` })
      .from(staff)
      .where(inArray(staff.id, ids)),
  branch: (db, ids) =>
    db.select({ id: branches.id, name: branches.name }).from(branches).where(inArray(branches.id, ids)),
  feePlan: (db, ids) =>
    db.select({ id: feePlans.id, name: feePlans.name }).from(feePlans).where(inArray(feePlans.id, ids)),
};

/** The names of records of one kind, by id (one query); ids of records since removed are left out. */
export async function findNames(db: Db, kind: AuditTargetKind, ids: string[]): Promise<NamedRecord[]> {
  return ids.length ? lookups[kind](db, ids) : [];
}

/** The roles of staff members, by id (one query). */
export async function findStaffRoles(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db.select({ id: staff.id, roles: staff.roles }).from(staff).where(inArray(staff.id, ids));
}

/**
 * The ids of students (by name or roll), groups and exams (by name or title) matching a search, at most
 * `limit` of each kind: the audit log's "target" filter.
 */
export async function findTargetIds(db: Db, search: string, limit: number): Promise<string[]> {
  const like = containsPattern(search);
  const [s, g, e] = await Promise.all([
    db
      .select({ id: students.id })
      .from(students)
      .where(or(sql`${students.name} ILIKE ${like}`, sql`${students.sid} ILIKE ${like}`))
      .limit(limit),
    db.select({ id: groups.id }).from(groups).where(sql`${groups.name} ILIKE ${like}`).limit(limit),
    db.select({ id: exams.id }).from(exams).where(sql`${exams.title} ILIKE ${like}`).limit(limit),
  ]);
  return [...s, ...g, ...e].map((r) => r.id);
}
