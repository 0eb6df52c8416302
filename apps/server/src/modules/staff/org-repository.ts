import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { branches, groupMembers, groups } from '../../db/schema';

/** All branches, by name. */
export function listBranches(db: Db) {
  return db.select().from(branches).orderBy(branches.name);
}

/** Adds a branch. */
export async function insertBranch(db: Db, values: { name: string; division: string }) {
  const [row] = await db.insert(branches).values(values).returning();
  return row!;
}

/** Adds a group. */
export async function insertGroup(db: Db, values: { name: string; courseId?: string | undefined }) {
  const [row] = await db.insert(groups).values(values).returning();
  return row!;
}

/** All groups with their member counts. */
export function listGroups(db: Db) {
  return db
    .select({
      id: groups.id,
      name: groups.name,
      courseId: groups.courseId,
      members: sql<number>`(select count(*)::int from ${groupMembers} where ${groupMembers.groupId} = ${groups.id})`,
    })
    .from(groups)
    .orderBy(groups.name);
}

/** The ids among `ids` that are real groups. */
export async function existingGroupIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: groups.id }).from(groups).where(inArray(groups.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Adds students to a group (already a member is fine); returns the ids that were not members before. */
export async function addMembers(db: Queryable, groupId: string, studentIds: string[]): Promise<string[]> {
  if (studentIds.length === 0) return [];
  const added = await db
    .insert(groupMembers)
    .values(studentIds.map((studentId) => ({ groupId, studentId })))
    .onConflictDoNothing()
    .returning({ studentId: groupMembers.studentId });
  return added.map((a) => a.studentId);
}

/** Removes a student from a group; false when they were not a member. */
export async function removeMember(db: Db, groupId: string, studentId: string): Promise<boolean> {
  const gone = await db
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.studentId, studentId)))
    .returning({ studentId: groupMembers.studentId });
  return gone.length > 0;
}
