import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/http-error';
import { notifyAddedToGroup } from '../notifications/notify-events';
import { addMembers, existingGroupIds } from './org-repository';

/** Adds admitted students to a group (members already in it are fine) and tells the newcomers. */
export async function addGroupMembers(
  ctx: AppContext,
  groupId: string,
  studentIds: string[],
): Promise<{ groupId: string; added: number }> {
  if (!(await existingGroupIds(ctx.db, [groupId])).has(groupId)) throw notFound('No such group');
  let newcomers: string[];
  try {
    newcomers = await addMembers(ctx.db, groupId, studentIds);
  } catch {
    throw badRequest('Unknown student', 'Every id must be an admitted student.');
  }
  await notifyAddedToGroup(ctx, groupId, newcomers);
  return { groupId, added: studentIds.length };
}
