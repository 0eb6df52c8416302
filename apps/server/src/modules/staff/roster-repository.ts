import type { StudentFilter, StudentListQuery } from '@lms/domain/contract';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { containsPattern } from '../../db/contains-pattern';
import { groupMembers, students } from '../../db/schema';
import { addMembers } from './org-repository';

/** A student's details as admission writes them (the username is 88 + the mobile number). */
export interface StudentRecord {
  name: string;
  sid: string;
  username: string;
  contact: string;
  branchId: string | null;
  session: string;
  groupIds: string[];
}

/** A written student: whether the row is new, and the groups they were newly added to. */
export interface WrittenStudent {
  id: string;
  username: string;
  created: boolean;
  joinedGroupIds: string[];
}

// No unique index keeps rolls apart: an install that gave one roll to two students before the rule
// existed would fail that migration (and a server that cannot migrate does not start), and which of
// the two keeps the roll is for staff to decide, not a migration. Every write of a roll instead takes
// this lock and checks the rolls in the same transaction, so two admissions at once cannot both take
// one roll; older duplicates stay until staff edit one of the students.

/** Inside a transaction: waits until no other write of a roll is running, and keeps them out until the end. */
export async function lockRolls(tx: Queryable): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('student-rolls'))`);
}

/** The students who have any of the (non-empty) rolls: roll, id and username. */
export async function rollHolders(db: Queryable, sids: readonly string[]) {
  const wanted = [...new Set(sids.filter(Boolean))];
  if (wanted.length === 0) return [];
  return db
    .select({ sid: students.sid, id: students.id, username: students.username })
    .from(students)
    .where(inArray(students.sid, wanted));
}

/**
 * Inserts the students, or updates the ones whose username exists already, and adds them to their
 * groups, in one transaction. `newCode` gives each new row its unique student code.
 */
export function upsertStudents(
  db: Queryable,
  records: readonly StudentRecord[],
  newCode: () => string,
): Promise<WrittenStudent[]> {
  return db.transaction(async (tx) => {
    const out: WrittenStudent[] = [];
    for (const { groupIds, ...values } of records) {
      const [row] = await tx
        .insert(students)
        .values({ ...values, code: newCode() })
        .onConflictDoUpdate({
          target: students.username,
          set: {
            name: values.name,
            sid: values.sid,
            contact: values.contact,
            branchId: values.branchId,
            session: values.session,
          },
        })
        .returning({ id: students.id, username: students.username, created: sql<boolean>`(xmax = 0)` });
      if (!row) continue;
      const joined: string[] = [];
      for (const groupId of groupIds) {
        if ((await addMembers(tx, groupId, [row.id])).length) joined.push(groupId);
      }
      out.push({ ...row, joinedGroupIds: joined });
    }
    return out;
  });
}

const sortColumns = { name: students.name, sid: students.sid, createdAt: students.createdAt } as const;

/** The conditions of a roster search: text (name, roll or number), branch, group, registered, active. */
export function filtersOf(db: Queryable, q: StudentFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (q.search) {
    const like = containsPattern(q.search);
    conditions.push(
      or(ilike(students.name, like), ilike(students.sid, like), ilike(students.username, like)),
    );
  }
  if (q.branchId) conditions.push(eq(students.branchId, q.branchId));
  if (q.groupId) {
    conditions.push(
      inArray(
        students.id,
        db
          .select({ id: groupMembers.studentId })
          .from(groupMembers)
          .where(eq(groupMembers.groupId, q.groupId)),
      ),
    );
  }
  if (q.registered === 'true') conditions.push(isNotNull(students.passwordHash));
  if (q.registered === 'false') conditions.push(isNull(students.passwordHash));
  if (q.active === 'true') conditions.push(isNull(students.deactivatedAt));
  if (q.active === 'false') conditions.push(isNotNull(students.deactivatedAt));
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of the students matching a roster search, in the asked order, and how many match in all. */
export async function searchStudents(db: Db, q: StudentListQuery) {
  const where = filtersOf(db, q);
  const direction = q.order === 'desc' ? desc : asc;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: students.id,
        name: students.name,
        sid: students.sid,
        username: students.username,
        registered: sql<boolean>`${students.passwordHash} is not null`,
        branchId: students.branchId,
        active: sql<boolean>`${students.deactivatedAt} is null`,
        createdAt: students.createdAt,
      })
      .from(students)
      .where(where)
      // The id breaks ties, so pages never overlap or skip a student.
      .orderBy(direction(sortColumns[q.sort]), asc(students.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(students).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}
