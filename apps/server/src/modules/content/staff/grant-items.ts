import type { GroupContent } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { badRequest, notFound } from '../../../lib/http-error';
import { refuseArchivedGroups } from '../../../lib/refuse-archived-groups';
import { findItems } from '../content-repository';
import { forgetGroupContent, groupContentItems } from '../group-content';
import { groupExists, insertGroupItems } from '../group-items-repository';

/** Grants items (of any course) to a group; items granted already stay. Answers the group's grants. */
export async function grantItems(ctx: AppContext, groupId: string, itemIds: string[]): Promise<GroupContent> {
  if (!(await groupExists(ctx.db, groupId))) throw notFound('No such group');
  await refuseArchivedGroups(ctx.db, [groupId]);
  const found = await findItems(ctx.db, itemIds);
  if (found.length !== new Set(itemIds).size) throw badRequest('Unknown item', 'Every id must be an item.');
  await insertGroupItems(
    ctx.db,
    groupId,
    found.map((i) => i.id),
    ctx.now(),
  );
  forgetGroupContent(ctx, groupId);
  return groupContentItems(ctx.db, groupId);
}
