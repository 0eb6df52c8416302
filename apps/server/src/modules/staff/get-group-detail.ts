import type { GroupRow, StudentPage } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-error';
import { toGroupRow } from './group-view';
import { listStudents } from './list-students';
import { findGroupRow } from './org-repository';

/** A group and one page of its members (searched by name, roll or number), by name. */
export async function getGroupDetail(
  ctx: Pick<AppContext, 'db'>,
  groupId: string,
  page: { search?: string | undefined; limit: number; offset: number },
): Promise<{ group: GroupRow; members: StudentPage }> {
  const group = await findGroupRow(ctx.db, groupId);
  if (!group) throw notFound('No such group');
  const members = await listStudents(ctx, { ...page, groupId, sort: 'name', order: 'asc' });
  return { group: toGroupRow(group), members };
}
