import type { BranchView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { toBranchView } from './branch-view';
import { listBranches as selectBranches } from './org-repository';

/** The branches in use (or all, archived ones too), by name. */
export async function listBranches(
  ctx: Pick<AppContext, 'db'>,
  include: 'active' | 'all' = 'active',
): Promise<BranchView[]> {
  return (await selectBranches(ctx.db, include === 'all')).map(toBranchView);
}
