import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contentItems, groupItems, groups } from '../../db/schema';
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
 * course the group grants whole (its `courseId`), each once.
 */
export async function visibleItemsOfGroup(db: Queryable, groupId: string): Promise<ItemRow[]> {
  const granted = db
    .select({ itemId: groupItems.itemId })
    .from(groupItems)
    .where(eq(groupItems.groupId, groupId));
  const course = db.select({ courseId: groups.courseId }).from(groups).where(eq(groups.id, groupId));
  return db
    .select()
    .from(contentItems)
    .where(or(inArray(contentItems.id, granted), inArray(contentItems.courseId, course)))
    .orderBy(asc(contentItems.position), asc(contentItems.createdAt));
}

/** True when the group exists. */
export async function groupExists(db: Queryable, groupId: string): Promise<boolean> {
  const [group] = await db.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId));
  return Boolean(group);
}

/** Sets the course a group grants whole (null for none). */
export async function setCourseOfGroup(
  db: Queryable,
  groupId: string,
  courseId: string | null,
): Promise<void> {
  await db.update(groups).set({ courseId }).where(eq(groups.id, groupId));
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
