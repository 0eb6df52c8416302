import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/http-error';
import { refuseArchivedGroups } from '../../lib/refuse-archived-groups';
import { assignCourseDues } from '../fees/assign-course-dues';
import { notifyAddedToGroup } from '../notifications/notify-events';
import { addMembers, existingGroupIds } from './org-repository';

/** Adds admitted students to a group (members already in it are fine), gives the newcomers its course's dues and tells them. */
export async function addGroupMembers(
  ctx: AppContext,
  groupId: string,
  studentIds: string[],
): Promise<{ groupId: string; added: number }> {
  if (!(await existingGroupIds(ctx.db, [groupId])).has(groupId)) throw notFound('No such group');
  await refuseArchivedGroups(ctx.db, [groupId]);
  let newcomers: string[];
  try {
    newcomers = await addMembers(ctx.db, groupId, studentIds);
  } catch {
    throw badRequest('Unknown student', 'Every id must be an admitted student.');
  }
  await assignCourseDues(ctx, groupId, newcomers);
  await notifyAddedToGroup(ctx, groupId, newcomers);
  return { groupId, added: studentIds.length };
}
