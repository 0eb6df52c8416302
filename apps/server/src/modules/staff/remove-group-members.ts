import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-error';
import { existingGroupIds, removeMembers } from './org-repository';

/** Takes many students out of a group; ids that were not members are skipped and not counted. */
export async function removeGroupMembers(
  ctx: Pick<AppContext, 'db'>,
  groupId: string,
  studentIds: string[],
): Promise<{ groupId: string; removed: number }> {
  if (!(await existingGroupIds(ctx.db, [groupId])).has(groupId)) throw notFound('No such group');
  return { groupId, removed: await removeMembers(ctx.db, groupId, studentIds) };
}
