import { and, asc, eq, inArray, notInArray, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contentItems, courses, groupCourses, groupItems, groups } from '../../db/schema';
import type { ItemRow } from './content-repository';

/** The items granted to a group one by one, in the staff's order. */
export async function grantedItemsOfGroup(db: Queryable, groupId: string): Promise<ItemRow[]> {
  const rows = await db
    .select({ item: contentItems })
    .from(groupItems)
    .innerJoin(contentItems, eq(contentItems.id, groupItems.itemId))
    .where(eq(groupItems.groupId, groupId))
    .orderBy(asc(contentItems.position), asc(contentItems.createdAt));
  return rows.map((r) => r.item);
}

/**
 * Every item a group sees, in the staff's order: those granted one by one and all items of the
 * courses the group grants whole, each once.
 */
export async function visibleItemsOfGroup(db: Queryable, groupId: string): Promise<ItemRow[]> {
  const granted = db
    .select({ itemId: groupItems.itemId })
    .from(groupItems)
    .where(eq(groupItems.groupId, groupId));
  const whole = db
    .select({ courseId: groupCourses.courseId })
    .from(groupCourses)
    .where(eq(groupCourses.groupId, groupId));
  return db
    .select()
    .from(contentItems)
    .where(or(inArray(contentItems.id, granted), inArray(contentItems.courseId, whole)))
    .orderBy(asc(contentItems.position), asc(contentItems.createdAt));
}

/** True when the group exists. */
export async function groupExists(db: Queryable, groupId: string): Promise<boolean> {
  const [group] = await db.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId));
  return Boolean(group);
}

/** The courses a group grants whole, with their names, in the order they were given. */
export async function coursesOfGroup(db: Queryable, groupId: string) {
  return db
    .select({ id: courses.id, name: courses.name })
    .from(groupCourses)
    .innerJoin(courses, eq(courses.id, groupCourses.courseId))
    .where(eq(groupCourses.groupId, groupId))
    .orderBy(asc(groupCourses.createdAt), asc(courses.name));
}

/** Makes `courseIds` the courses a group grants whole: the others are taken away, the new ones added. */
export async function replaceCoursesOfGroup(
  db: Queryable,
  groupId: string,
  courseIds: readonly string[],
  at: Date,
): Promise<void> {
  await db
    .delete(groupCourses)
    .where(
      and(
        eq(groupCourses.groupId, groupId),
        courseIds.length ? notInArray(groupCourses.courseId, [...courseIds]) : undefined,
      ),
    );
  if (courseIds.length)
    await db
      .insert(groupCourses)
      // a millisecond apart, so the courses keep the order they were listed in
      .values(courseIds.map((courseId, i) => ({ groupId, courseId, createdAt: new Date(at.getTime() + i) })))
      .onConflictDoNothing();
}

/** Adds one course the group grants whole (kept as it is when given already). */
export async function addCourseToGroup(db: Queryable, groupId: string, courseId: string, at: Date) {
  await db.insert(groupCourses).values({ groupId, courseId, createdAt: at }).onConflictDoNothing();
}

/** Grants items to a group; items granted already stay as they are. */
export async function insertGroupItems(
  db: Queryable,
  groupId: string,
  itemIds: string[],
  at: Date,
): Promise<void> {
  await db
    .insert(groupItems)
    .values(itemIds.map((itemId) => ({ groupId, itemId, createdAt: at })))
    .onConflictDoNothing();
}

/** Takes an item back from a group; false when it was not granted. */
export async function deleteGroupItem(db: Queryable, groupId: string, itemId: string): Promise<boolean> {
  const gone = await db
    .delete(groupItems)
    .where(and(eq(groupItems.groupId, groupId), eq(groupItems.itemId, itemId)))
    .returning({ itemId: groupItems.itemId });
  return gone.length > 0;
}
