import type { ItemKind } from '@lms/domain';
import { and, asc, desc, eq, exists, ilike, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { containsPattern } from '../../db/contains-pattern';
import {
  branches,
  contentItems,
  courses,
  groupCourses,
  groupMembers,
  groups,
  students,
  subjects,
} from '../../db/schema';

/** The branches in use (all of them, archived too, with `all`), by name. */
export function listBranches(db: Db, all = false) {
  return db
    .select()
    .from(branches)
    .where(all ? undefined : isNull(branches.archivedAt))
    .orderBy(branches.name);
}

/** Adds a branch. */
export async function insertBranch(db: Db, values: { name: string; division: string }) {
  const [row] = await db.insert(branches).values(values).returning();
  return row!;
}

/**
 * The ids of the branches with these names (any case), creating the ones missing; keyed by the name in
 * lower case. Imports running at once wait for each other here, so a name is made once.
 */
export function ensureBranches(db: Db, names: readonly string[]): Promise<Map<string, string>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('branch-names'))`);
    const byName = new Map(
      (await tx.select({ id: branches.id, name: branches.name }).from(branches)).map((b) => [
        b.name.toLowerCase(),
        b.id,
      ]),
    );
    for (const name of names) {
      if (byName.has(name.toLowerCase())) continue;
      const [row] = await tx.insert(branches).values({ name }).returning({ id: branches.id });
      byName.set(name.toLowerCase(), row!.id);
    }
    return byName;
  });
}

/** Renames a branch or changes its division; undefined when there is no such branch. */
export async function updateBranchRow(
  db: Db,
  branchId: string,
  changes: { name?: string; division?: string },
) {
  const [row] = await db.update(branches).set(changes).where(eq(branches.id, branchId)).returning();
  return row;
}

/** Adds a group. */
export async function insertGroup(db: Db, values: { name: string; courseId?: string | undefined }) {
  return db.transaction(async (tx) => {
    if (values.courseId) {
      const [course] = await tx
        .select({ id: courses.id })
        .from(courses)
        .where(eq(courses.id, values.courseId));
      if (!course) return undefined;
    }
    const [row] = await tx.insert(groups).values({ name: values.name }).returning();
    if (values.courseId)
      await tx.insert(groupCourses).values({ groupId: row!.id, courseId: values.courseId });
    return { ...row!, courseIds: values.courseId ? [values.courseId] : [] };
  });
}

/** The ids of the courses a group grants whole, in the order they were given, as a column. */
const courseIdsColumn = sql<
  string[]
>`coalesce((select json_agg(${groupCourses.courseId} order by ${groupCourses.createdAt}, ${groupCourses.courseId}) from ${groupCourses} where ${groupCourses.groupId} = ${groups.id}), '[]')`;

const memberCount = sql<number>`(select count(*)::int from ${groupMembers} where ${groupMembers.groupId} = ${groups.id})`;

/** The groups in use (all of them, archived too, with `all`) with their member counts. */
export function listGroups(db: Db, all = false) {
  return db
    .select({
      id: groups.id,
      name: groups.name,
      courseIds: courseIdsColumn,
      members: memberCount,
    })
    .from(groups)
    .where(all ? undefined : isNull(groups.archivedAt))
    .orderBy(groups.name);
}

/** A group's columns for the paged list: its member count and its courses' names. */
const groupRowColumns = {
  id: groups.id,
  name: groups.name,
  courseIds: courseIdsColumn,
  // Spelled out: drizzle leaves a one-table select's columns unqualified, which a joined subquery would misread.
  courseName: sql<string>`coalesce((select string_agg(c.name, ', ' order by gc.created_at, c.name) from group_courses gc join courses c on c.id = gc.course_id where gc.group_id = "groups"."id"), '')`,
  members: memberCount,
  createdAt: groups.createdAt,
  archivedAt: groups.archivedAt,
};

const groupSortColumns = { name: groups.name, members: memberCount, createdAt: groups.createdAt } as const;

/** The filters, order and page of a group search. */
export interface GroupFilter {
  search?: string | undefined;
  courseId?: string | undefined;
  /** The groups in use, or the archived ones. */
  status: 'active' | 'archived';
  sort: keyof typeof groupSortColumns;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** One page of the groups matching the search, in the asked order, and how many match in all. */
export async function searchGroups(db: Db, q: GroupFilter) {
  const conditions: SQL[] = [];
  if (q.search) conditions.push(ilike(groups.name, containsPattern(q.search)));
  if (q.courseId)
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(groupCourses)
          .where(and(eq(groupCourses.groupId, groups.id), eq(groupCourses.courseId, q.courseId))),
      ),
    );
  conditions.push(q.status === 'archived' ? isNotNull(groups.archivedAt) : isNull(groups.archivedAt));
  const where = conditions.length ? and(...conditions) : undefined;
  const direction = q.order === 'desc' ? desc : asc;
  const [rows, [count]] = await Promise.all([
    db
      .select(groupRowColumns)
      .from(groups)
      .where(where)
      // The id breaks ties, so pages never overlap or skip a group.
      .orderBy(direction(groupSortColumns[q.sort]), asc(groups.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(groups).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** One group with its member count and course name, or undefined. */
export async function findGroupRow(db: Db, groupId: string) {
  const [row] = await db.select(groupRowColumns).from(groups).where(eq(groups.id, groupId));
  return row;
}

/** Renames a group; undefined when there is no such group. */
export async function renameGroupRow(db: Db, groupId: string, name: string) {
  const [row] = await db
    .update(groups)
    .set({ name })
    .where(eq(groups.id, groupId))
    .returning({ id: groups.id, name: groups.name, courseIds: courseIdsColumn });
  return row;
}

/** Every course by name: the ones a group can be given. */
export function listCourseNames(db: Db) {
  return db.select({ id: courses.id, name: courses.name }).from(courses).orderBy(courses.name, courses.id);
}

/** Content items whose name matches, with their subject and course names, by course then name. */
export function searchItems(
  db: Db,
  q: {
    search?: string | undefined;
    kind?: ItemKind | undefined;
    courseId?: string | undefined;
    limit: number;
  },
) {
  const conditions: SQL[] = [];
  if (q.search) conditions.push(ilike(contentItems.name, containsPattern(q.search)));
  if (q.kind) conditions.push(eq(contentItems.kind, q.kind));
  if (q.courseId) conditions.push(eq(contentItems.courseId, q.courseId));
  return db
    .select({
      id: contentItems.id,
      kind: contentItems.kind,
      name: contentItems.name,
      subjectName: subjects.name,
      courseId: contentItems.courseId,
      courseName: courses.name,
    })
    .from(contentItems)
    .innerJoin(subjects, eq(subjects.id, contentItems.subjectId))
    .innerJoin(courses, eq(courses.id, contentItems.courseId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(courses.name, subjects.name, contentItems.name, contentItems.id)
    .limit(q.limit);
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

/** Removes students from a group; returns how many were members. */
export async function removeMembers(db: Db, groupId: string, studentIds: string[]): Promise<number> {
  const gone = await db
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), inArray(groupMembers.studentId, studentIds)))
    .returning({ studentId: groupMembers.studentId });
  return gone.length;
}

/** Active students per branch (null: no branch): how many are admitted and how many have registered. */
export async function countBranchStudents(db: Queryable) {
  const rows = await db
    .select({
      branchId: students.branchId,
      name: branches.name,
      admitted: sql<number>`count(*)`.mapWith(Number),
      registered: sql<number>`count(${students.registeredAt})`.mapWith(Number),
    })
    .from(students)
    .leftJoin(branches, eq(branches.id, students.branchId))
    .where(isNull(students.deactivatedAt))
    .groupBy(students.branchId, branches.name)
    .orderBy(asc(branches.name));
  return rows;
}

/** A group's active students as their admit cards show them, by roll, then name. */
export function groupCardStudents(db: Queryable, groupId: string) {
  return db
    .select({
      name: students.name,
      sid: students.sid,
      username: students.username,
      profilePic: students.profilePic,
    })
    .from(groupMembers)
    .innerJoin(students, eq(students.id, groupMembers.studentId))
    .where(and(eq(groupMembers.groupId, groupId), isNull(students.deactivatedAt)))
    .orderBy(sql`length(${students.sid})`, asc(students.sid), asc(students.name), asc(students.id));
}
