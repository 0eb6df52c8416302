import type { AppContext } from '../../context';
import { notifyAddedToGroup } from '../notifications/notify-events';
import type { AdmittedStudent } from './admit-students';

/** Tells each student the groups they were newly added to (after the admission has committed). */
export async function notifyJoinedGroups(
  ctx: AppContext,
  admitted: readonly AdmittedStudent[],
): Promise<void> {
  const byGroup = new Map<string, string[]>();
  for (const a of admitted)
    for (const g of a.joinedGroupIds) byGroup.set(g, [...(byGroup.get(g) ?? []), a.id]);
  for (const [groupId, studentIds] of byGroup) await notifyAddedToGroup(ctx, groupId, studentIds);
}
