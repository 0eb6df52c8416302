import type { AppContext } from '../../context';
import { assignCourseDues } from '../fees/assign-course-dues';
import { notifyAddedToGroup } from '../notifications/notify-events';
import type { AdmittedStudent } from './admit-students';

/**
 * Gives each student the fee dues of the courses of the groups they were newly added to, and tells
 * them of those groups (after the admission has committed).
 */
export async function notifyJoinedGroups(
  ctx: AppContext,
  admitted: readonly AdmittedStudent[],
): Promise<void> {
  const byGroup = new Map<string, string[]>();
  for (const a of admitted)
    for (const g of a.joinedGroupIds) byGroup.set(g, [...(byGroup.get(g) ?? []), a.id]);
  for (const [groupId, studentIds] of byGroup) {
    await assignCourseDues(ctx, groupId, studentIds);
    await notifyAddedToGroup(ctx, groupId, studentIds);
  }
}
