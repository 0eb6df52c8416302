import type { GroupView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-error';
import { toGroupView } from './group-view';
import { renameGroupRow } from './org-repository';

/** Renames a group. */
export async function updateGroup(
  ctx: Pick<AppContext, 'db'>,
  groupId: string,
  changes: { name: string },
): Promise<GroupView> {
  const g = await renameGroupRow(ctx.db, groupId, changes.name);
  if (!g) throw notFound('No such group');
  return toGroupView(g);
}
