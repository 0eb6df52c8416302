import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-error';
import { removeMember } from './org-repository';

/** Takes a student out of a group; 404 when they were not in it. */
export async function removeGroupMember(
  ctx: Pick<AppContext, 'db'>,
  groupId: string,
  studentId: string,
): Promise<{ removed: boolean }> {
  if (!(await removeMember(ctx.db, groupId, studentId)))
    throw notFound('Not a member', 'This student is not in this group.');
  return { removed: true };
}
