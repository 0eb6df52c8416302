import type { BranchView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-error';
import { findBranch } from './archive-repository';
import { toBranchView } from './branch-view';
import { updateBranchRow } from './org-repository';

/** A branch as the API shows it, for the audit log's "before"; undefined when there is no such branch. */
export async function branchViewOf(ctx: Pick<AppContext, 'db'>, branchId: string) {
  const b = await findBranch(ctx.db, branchId);
  return b ? toBranchView(b) : undefined;
}

/** Renames a branch or changes its division. */
export async function updateBranch(
  ctx: Pick<AppContext, 'db'>,
  branchId: string,
  changes: { name?: string | undefined; division?: string | undefined },
): Promise<BranchView> {
  const b = await updateBranchRow(ctx.db, branchId, {
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.division !== undefined ? { division: changes.division } : {}),
  });
  if (!b) throw notFound('No such branch');
  return toBranchView(b);
}
