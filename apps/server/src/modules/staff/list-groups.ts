import type { GroupListItem } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { toGroupView } from './group-view';
import { listGroups as selectGroups } from './org-repository';

/** Every group with its number of members, by name. */
export async function listGroups(ctx: Pick<AppContext, 'db'>): Promise<GroupListItem[]> {
  return (await selectGroups(ctx.db)).map((g) => ({ ...toGroupView(g), members: g.members }));
}
