import type { BranchView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { toBranchView } from './branch-view';
import { insertBranch } from './org-repository';

/** Adds a branch (campus). */
export async function createBranch(
  ctx: Pick<AppContext, 'db'>,
  input: { name: string; division: string },
): Promise<BranchView> {
  const b = await insertBranch(ctx.db, input);
  return toBranchView(b);
}
