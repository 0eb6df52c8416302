import type { StudentFilter } from '@lms/domain/contract';
import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { branches, groupMembers, groups, students } from '../../db/schema';
import { filtersOf } from './roster-repository';

/** The students a bulk action is about: ids picked one by one, or every student matching a filter. */
export type Selection = { studentIds: string[] } | { filter: StudentFilter };

/** The condition on `students` that picks the selection. */
function selected(db: Queryable, selection: Selection): SQL | undefined {
  return 'studentIds' in selection
    ? inArray(students.id, selection.studentIds)
    : filtersOf(db, selection.filter);
}

/** How many of the given ids are admitted students. */
export async function countAdmitted(db: Queryable, ids: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(students)
    .where(inArray(students.id, [...ids]));
  return row?.n ?? 0;
}

/** How many students the selection picks. */
export async function countSelected(db: Queryable, selection: Selection): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(students)
    .where(selected(db, selection));
  return row?.n ?? 0;
}

/** A group's name, or undefined when there is no such group; locks the group row until the end. */
export async function lockGroup(db: Queryable, groupId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: groups.name })
    .from(groups)
    .where(eq(groups.id, groupId))
    .for('update');
  return row?.name;
}

/** Adds the selected students to a group in one statement; returns the ids that were not members. */
export async function addSelectedToGroup(db: Queryable, groupId: string, selection: Selection) {
  const rows = await db
    .insert(groupMembers)
    .select(
      db
        .select({
          groupId: sql<string>`${groupId}::uuid`.as('group_id'),
          studentId: students.id,
          addedAt: sql<Date>`now()`.as('added_at'),
        })
        .from(students)
        .where(selected(db, selection)),
    )
    .onConflictDoNothing()
    .returning({ id: groupMembers.studentId });
  return rows.map((r) => r.id);
}

/** Takes the selected students out of a group; returns the ids that were members. */
export async function removeSelectedFromGroup(db: Queryable, groupId: string, selection: Selection) {
  const rows = await db
    .delete(groupMembers)
    .where(
      and(
        eq(groupMembers.groupId, groupId),
        inArray(
          groupMembers.studentId,
          db.select({ id: students.id }).from(students).where(selected(db, selection)),
        ),
      ),
    )
    .returning({ id: groupMembers.studentId });
  return rows.map((r) => r.id);
}

/**
 * Deactivates (at `at`) or reactivates (`null`) the selected students; only those not already so are
 * touched, and their ids returned.
 */
export async function setSelectedDeactivatedAt(db: Queryable, selection: Selection, at: Date | null) {
  const rows = await db
    .update(students)
    .set({ deactivatedAt: at })
    .where(
      and(selected(db, selection), at ? isNull(students.deactivatedAt) : isNotNull(students.deactivatedAt)),
    )
    .returning({ id: students.id });
  return rows.map((r) => r.id);
}

/** The selected students as the export lists them: by name, with branch and group names. */
export function exportRows(db: Queryable, selection: Selection) {
  return db
    .select({
      name: students.name,
      sid: students.sid,
      username: students.username,
      contact: students.contact,
      branchName: sql<string>`coalesce(${branches.name}, '')`,
      session: students.session,
      groupNames: sql<string>`coalesce((select string_agg(${groups.name}, '; ' order by ${groups.name}) from ${groupMembers} join ${groups} on ${groups.id} = ${groupMembers.groupId} where ${groupMembers.studentId} = ${students.id}), '')`,
      registered: sql<boolean>`${students.passwordHash} is not null`,
      active: sql<boolean>`${students.deactivatedAt} is null`,
      createdAt: students.createdAt,
    })
    .from(students)
    .leftJoin(branches, eq(branches.id, students.branchId))
    .where(selected(db, selection))
    .orderBy(asc(students.name), asc(students.id));
}
