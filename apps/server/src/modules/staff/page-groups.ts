import type { GroupPage } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { toGroupRow } from './group-view';
import { type GroupFilter, searchGroups } from './org-repository';

/** A page of groups with their member counts, searched, filtered by course and sorted, with the total. */
export async function pageGroups(ctx: Pick<AppContext, 'db'>, query: GroupFilter): Promise<GroupPage> {
  const { rows, total } = await searchGroups(ctx.db, query);
  return { items: rows.map(toGroupRow), total };
}
