import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { groupItems, groups } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/http-error';
import { findCourse, findItems } from '../content-repository';
import { forgetGroupContent, groupContentItems } from '../group-content';

async function assertGroup(ctx: AppContext, groupId: string) {
  const [group] = await ctx.db.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId));
  if (!group) throw notFound('No such group');
}

/** Gives a group its course (all of it), or none with null. */
export async function setGroupCourse(ctx: AppContext, groupId: string, courseId: string | null) {
  await assertGroup(ctx, groupId);
  if (courseId && !(await findCourse(ctx.db, courseId)))
    throw badRequest('Unknown course', 'The course must exist.');
  await ctx.db.update(groups).set({ courseId }).where(eq(groups.id, groupId));
  return { groupId, courseId };
}

/** Grants items (of any course) to a group; items granted already stay. */
export async function grantItems(ctx: AppContext, groupId: string, itemIds: string[]) {
  await assertGroup(ctx, groupId);
  const found = await findItems(ctx.db, itemIds);
  if (found.length !== new Set(itemIds).size) throw badRequest('Unknown item', 'Every id must be an item.');
  await ctx.db
    .insert(groupItems)
    .values(found.map((i) => ({ groupId, itemId: i.id, createdAt: ctx.now() })))
    .onConflictDoNothing();
  forgetGroupContent(ctx, groupId);
  return groupContentItems(ctx.db, groupId);
}

/** Takes an item back from a group. */
export async function revokeItem(ctx: AppContext, groupId: string, itemId: string) {
  const gone = await ctx.db
    .delete(groupItems)
    .where(and(eq(groupItems.groupId, groupId), eq(groupItems.itemId, itemId)))
    .returning({ itemId: groupItems.itemId });
  if (gone.length === 0) throw notFound('Not granted', 'This item is not granted to this group.');
  forgetGroupContent(ctx, groupId);
  return { revoked: true };
}
