import type { GroupContent } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { slot } from '../../lib/context-slots';
import { CACHE_TOPIC } from '../../lib/invalidation';
import { TtlCache } from '../../lib/ttl-cache';
import type { ItemRow } from './content-repository';
import { grantedItemsOfGroup, visibleItemsOfGroup } from './group-items-repository';

// Items in the Group shape: `lectures` entries carry `lectureId`, `chapters` carry `chapterId`,
// `questionSolves` carry `questionSolveId` (each `{_id, name, description, subjectId}`), all tagged
// with `courseId`.
function asGroupContent(items: readonly ItemRow[]): GroupContent {
  const out: GroupContent = { lectures: [], chapters: [], questionSolves: [] };
  for (const item of items) {
    const { id: _id, courseId } = item;
    const granted = { _id, name: item.name, description: item.description, subjectId: item.subjectId };
    if (item.kind === 'lecture') out.lectures.push({ _id, lectureId: granted, courseId });
    else if (item.kind === 'chapter') out.chapters.push({ _id, chapterId: granted, courseId });
    else out.questionSolves.push({ _id, questionSolveId: granted, courseId });
  }
  return out;
}

/**
 * The items granted to a group one by one, in the Group shape (the staff's list of grants). A
 * group's own course (`courseId` of the group) grants the whole course and is not repeated here.
 */
export async function groupContentItems(db: Queryable, groupId: string): Promise<GroupContent> {
  return asGroupContent(await grantedItemsOfGroup(db, groupId));
}

/**
 * Every item a group's students see, in the Group shape: the grants and all items of the group's
 * own course (the original client builds its lecture, chapter and question-solve lists from these).
 */
export async function groupVisibleItems(db: Queryable, groupId: string): Promise<GroupContent> {
  return asGroupContent(await visibleItemsOfGroup(db, groupId));
}

const caches = slot<TtlCache<string, GroupContent>>('group content');
const cacheOf = (ctx: AppContext) =>
  ctx.slots.get(caches, () => {
    const made = new TtlCache<string, GroupContent>(5_000, ctx.now);
    ctx.invalidation.subscribe(CACHE_TOPIC.groupContent, (groupId) => groupId && made.delete(groupId));
    return made;
  });

/**
 * `groupVisibleItems` kept 5 s on this node: GET /group is every student's first call when an exam
 * opens. A grant or revoke made on any node shows at once (announced); 5 s bounds a lost announcement.
 */
export function cachedGroupContentItems(ctx: AppContext, groupId: string): Promise<GroupContent> {
  return cacheOf(ctx).get(groupId, () => groupVisibleItems(ctx.db, groupId));
}

/** Tells every node to forget a group's cached content (after granting or revoking). */
export function forgetGroupContent(ctx: AppContext, groupId: string): void {
  ctx.invalidation.publish(CACHE_TOPIC.groupContent, groupId);
}
