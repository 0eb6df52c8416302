import type { GroupListItem } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { toGroupView } from './group-view';
import { listGroups as selectGroups } from './org-repository';

/** The groups in use (or all, archived ones too) with their number of members, by name. */
export async function listGroups(
  ctx: Pick<AppContext, 'db'>,
  include: 'active' | 'all' = 'active',
): Promise<GroupListItem[]> {
  return (await selectGroups(ctx.db, include === 'all')).map((g) => ({
    ...toGroupView(g),
    members: g.members,
  }));
}
