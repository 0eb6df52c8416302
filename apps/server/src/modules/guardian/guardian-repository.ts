import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { branches, groupMembers, groups, guardians, students } from '../../db/schema';

// A deactivated student is left out: their guardian sees what the student could, and the student cannot sign in.
const childrenOf = (phone: string) => and(eq(students.contact, phone), isNull(students.deactivatedAt));

/** Whether any active student lists `phone` (01XXXXXXXXX) as their guardian's number. */
export async function hasChildren(db: Db, phone: string): Promise<boolean> {
  const [row] = await db.select({ id: students.id }).from(students).where(childrenOf(phone)).limit(1);
  return row !== undefined;
}

/** The students listing `phone` as guardian's number, by name, with branch and groups. */
export async function listChildren(db: Db, phone: string) {
  const rows = await db
    .select({ student: students, branch: branches })
    .from(students)
    .leftJoin(branches, eq(branches.id, students.branchId))
    .where(childrenOf(phone))
    .orderBy(students.name, students.sid);
  const ids = rows.map((r) => r.student.id);
  const memberships =
    ids.length === 0
      ? []
      : await db
          .select({ studentId: groupMembers.studentId, id: groups.id, name: groups.name })
          .from(groupMembers)
          .innerJoin(groups, eq(groups.id, groupMembers.groupId))
          .where(inArray(groupMembers.studentId, ids))
          .orderBy(groups.name);
  return rows.map(({ student, branch }) => ({
    student,
    branch,
    groups: memberships.filter((m) => m.studentId === student.id).map(({ id, name }) => ({ id, name })),
  }));
}

/** Whether the student `studentId` lists `phone` as guardian's number (and is active). */
export async function isChildOf(db: Db, phone: string, studentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(childrenOf(phone), eq(students.id, studentId)));
  return row !== undefined;
}

/** The guardian record of a number, made on its first sign-in; answers its id. */
export async function ensureGuardian(db: Db, phone: string): Promise<string> {
  const [made] = await db
    .insert(guardians)
    .values({ phone })
    .onConflictDoNothing({ target: guardians.phone })
    .returning({ id: guardians.id });
  if (made) return made.id;
  const [found] = await db.select({ id: guardians.id }).from(guardians).where(eq(guardians.phone, phone));
  return found!.id;
}
