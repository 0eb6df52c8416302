import type { BranchView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-error';
import { updateBranchRow } from './org-repository';

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
  return { _id: b.id, name: b.name, division: b.division };
}
