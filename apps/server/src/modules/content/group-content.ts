import type { GroupContent } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { TtlCache } from '../../lib/ttl-cache';
import { grantedItemsOfGroup } from './group-items-repository';

/**
 * The items granted to a group one by one, in the app's Group shape: `lectures` entries carry
 * `lectureId`, `chapters` carry `chapterId`, `questionSolves` carry `questionSolveId` (each an object
 * with `_id`, `name`, `description`, `subjectId`), all tagged with `courseId`. A group's own course
 * (`courseId` of the group) grants the whole course and is not repeated here.
 */
export async function groupContentItems(db: Queryable, groupId: string): Promise<GroupContent> {
  const out: GroupContent = { lectures: [], chapters: [], questionSolves: [] };
  for (const item of await grantedItemsOfGroup(db, groupId)) {
    const { id: _id, courseId } = item;
    const granted = { _id, name: item.name, description: item.description, subjectId: item.subjectId };
    if (item.kind === 'lecture') out.lectures.push({ _id, lectureId: granted, courseId });
    else if (item.kind === 'chapter') out.chapters.push({ _id, chapterId: granted, courseId });
    else out.questionSolves.push({ _id, questionSolveId: granted, courseId });
  }
  return out;
}

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
