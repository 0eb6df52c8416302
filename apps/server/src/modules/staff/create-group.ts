import type { GroupView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/http-error';
import { toGroupView } from './group-view';
import { insertGroup } from './org-repository';

/** Adds a group (batch), optionally giving it a course whole; 400 when that is no course. */
export async function createGroup(
  ctx: Pick<AppContext, 'db'>,
  input: { name: string; courseId?: string | undefined },
): Promise<GroupView> {
  const g = await insertGroup(ctx.db, input);
  if (!g) throw badRequest('Unknown course', 'Every id must be a course.');
  return toGroupView(g);
}
