import type { ArchiveState, BranchArchiveImpact } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../lib/http-error';
import { toArchiveState } from './archive-group';
import { findBranchArchiveImpact, setBranchArchivedAt } from './archive-repository';

const noSuchBranch = () => notFound('No such branch');

/**
 * What archiving a branch touches, counted now: its active students (who block it), its deactivated
 * students, its fee plans and what its students owe.
 */
export async function branchArchiveImpact(
  ctx: Pick<AppContext, 'db'>,
  branchId: string,
): Promise<BranchArchiveImpact> {
  const row = await findBranchArchiveImpact(ctx.db, branchId);
  if (!row) throw noSuchBranch();
  return {
    ...toArchiveState(row),
    activeStudents: row.activeStudents,
    inactiveStudents: row.inactiveStudents,
    feePlans: row.feePlans,
    studentsOwing: row.dues.owing,
    owedPaisa: row.dues.paisa,
  };
}

/**
 * Archives a branch or brings it back. An office keeps every active student on a branch it still runs:
 * a branch with active students is refused (409) until they are moved or deactivated. Archived, it
 * leaves the lists staff pick branches from; students, receipts and results keep its name. Twice is once.
 */
export async function archiveBranch(
  ctx: Pick<AppContext, 'db' | 'now'>,
  branchId: string,
  archived: boolean,
): Promise<ArchiveState> {
  const row = await setBranchArchivedAt(ctx.db, branchId, archived ? ctx.now() : null);
  if (row) return toArchiveState(row);
  const impact = await findBranchArchiveImpact(ctx.db, branchId);
  if (!impact) throw noSuchBranch();
  throw conflict(
    'This branch has active students',
    `Move its ${impact.activeStudents} active students to another branch, or deactivate them, first.`,
  );
}
