import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { branches, groupMembers, groups, students } from '../../db/schema';

/** The usernames among `usernames` that are admitted already. */
export async function admittedUsernames(db: Db, usernames: string[]): Promise<Set<string>> {
  if (usernames.length === 0) return new Set();
  const rows = await db
    .select({ username: students.username })
    .from(students)
    .where(inArray(students.username, usernames));
  return new Set(rows.map((r) => r.username));
}

/** A student with their branch's name and their groups, or undefined. */
export async function findStudentRecord(db: Db, id: string) {
  const [row] = await db
    .select({ student: students, branchName: branches.name })
    .from(students)
    .leftJoin(branches, eq(branches.id, students.branchId))
    .where(eq(students.id, id));
  if (!row) return undefined;
  const memberOf = await db
    .select({ id: groups.id, name: groups.name })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(eq(groupMembers.studentId, id))
    .orderBy(groups.name);
  return { ...row, groups: memberOf };
}

/** Whether another student than `id` has this username. */
export async function usernameTakenByOther(db: Db, username: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.username, username), ne(students.id, id)));
  return Boolean(row);
}

/** The columns of a student that staff may change. */
export interface StudentChanges {
  name?: string;
  sid?: string;
  username?: string;
  contact?: string;
  branchId?: string | null;
  session?: string;
}

/** Writes the changes to a student; false when there is no such student. */
export async function updateStudentRow(db: Queryable, id: string, changes: StudentChanges): Promise<boolean> {
  if (Object.keys(changes).length === 0) {
    const [row] = await db.select({ id: students.id }).from(students).where(eq(students.id, id));
    return Boolean(row);
  }
  const rows = await db
    .update(students)
    .set(changes)
    .where(eq(students.id, id))
    .returning({ id: students.id });
  return rows.length > 0;
}

/** Sets or clears a student's deactivation time; false when there is no such student. */
export async function setStudentDeactivatedAt(db: Db, id: string, at: Date | null): Promise<boolean> {
  const rows = await db
    .update(students)
    .set({ deactivatedAt: at })
    .where(eq(students.id, id))
    .returning({ id: students.id });
  return rows.length > 0;
}

/** Clears a student's password (they register again); false when there is no such student. */
export async function clearStudentPassword(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(students)
    .set({ passwordHash: null, registeredAt: null })
    .where(eq(students.id, id))
    .returning({ id: students.id });
  return rows.length > 0;
}
