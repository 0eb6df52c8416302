import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { forgetGroupContent } from '../group-content';
import { deleteGroupItem } from '../group-items-repository';

/** Takes an item back from a group. */
export async function revokeItem(
  ctx: AppContext,
  groupId: string,
  itemId: string,
): Promise<{ revoked: true }> {
  if (!(await deleteGroupItem(ctx.db, groupId, itemId)))
    throw notFound('Not granted', 'This item is not granted to this group.');
  forgetGroupContent(ctx, groupId);
  return { revoked: true };
}
