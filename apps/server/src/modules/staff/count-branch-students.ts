import type { AppContext } from '../../context';
import { countBranchStudents as countRows } from './org-repository';

/**
 * Active students per branch, admitted and registered, with the institute's totals; students without a
 * branch come last as "No branch".
 */
export async function countBranchStudents(ctx: Pick<AppContext, 'db'>) {
  const rows = await countRows(ctx.db);
  const branches = rows
    .map((r) => ({
      branchId: r.branchId,
      name: r.name ?? 'No branch',
      admitted: r.admitted,
      registered: r.registered,
    }))
    .sort((a, b) => Number(a.branchId === null) - Number(b.branchId === null));
  return {
    admitted: branches.reduce((sum, b) => sum + b.admitted, 0),
    registered: branches.reduce((sum, b) => sum + b.registered, 0),
    branches,
  };
}
