import type { GroupView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { toGroupView } from './group-view';
import { insertGroup } from './org-repository';

/** Adds a group (batch), optionally of a course. */
export async function createGroup(
  ctx: Pick<AppContext, 'db'>,
  input: { name: string; courseId?: string | undefined },
): Promise<GroupView> {
  const g = await insertGroup(ctx.db, input);
  return toGroupView(g);
}
