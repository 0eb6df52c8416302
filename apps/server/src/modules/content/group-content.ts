import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { contentItems, groupItems } from '../../db/schema';
import { TtlCache } from '../../lib/ttl-cache';
import { KIND_FIELDS } from './views';

/** An item granted to a group, as GET /group/{groupId} lists it (SPEC.md §3 Group). */
export type GroupItemEntry = Record<string, unknown> & { courseId: string };

/**
 * The items granted to a group one by one, in SPEC.md's Group shape: `lectures` entries carry
 * `lectureId`, `chapters` carry `chapterId`, `questionSolves` carry `questionSolveId` (each an object
 * with `_id`, `name`, `description`, `subjectId`), all tagged with `courseId`. A group's own course
 * (`courseId` of the group) grants the whole course and is not repeated here.
 */
export async function groupContentItems(db: Queryable, groupId: string) {
  const rows = await db
    .select({ item: contentItems })
    .from(groupItems)
    .innerJoin(contentItems, eq(contentItems.id, groupItems.itemId))
    .where(eq(groupItems.groupId, groupId))
    .orderBy(asc(contentItems.position), asc(contentItems.createdAt));
  const out = {
    lectures: [] as GroupItemEntry[],
    chapters: [] as GroupItemEntry[],
    questionSolves: [] as GroupItemEntry[],
  };
  for (const { item } of rows) {
    const fields = KIND_FIELDS[item.kind];
    out[fields.list].push({
      _id: item.id,
      [fields.id]: {
        _id: item.id,
        name: item.name,
        description: item.description,
        subjectId: item.subjectId,
      },
      courseId: item.courseId,
    });
  }
  return out;
}

type GroupContent = Awaited<ReturnType<typeof groupContentItems>>;
const caches = new WeakMap<AppContext, TtlCache<string, GroupContent>>();
const cacheOf = (ctx: AppContext) => {
  const cache = caches.get(ctx) ?? new TtlCache<string, GroupContent>(5_000, ctx.now);
  caches.set(ctx, cache);
  return cache;
};

/**
 * `groupContentItems` kept 5 s on this node: GET /group is every student's first call when an exam
 * opens. A grant or revoke made on this node shows at once, one made on another within 5 s.
 */
export function cachedGroupContentItems(ctx: AppContext, groupId: string): Promise<GroupContent> {
  return cacheOf(ctx).get(groupId, () => groupContentItems(ctx.db, groupId));
}

/** Forgets a group's cached content on this node (after granting or revoking). */
export function forgetGroupContent(ctx: AppContext, groupId: string): void {
  cacheOf(ctx).delete(groupId);
}
