import type { ArchiveState, GroupArchiveImpact } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-error';
import { findGroupArchiveImpact, setGroupArchivedAt } from './archive-repository';

const noSuchGroup = () => notFound('No such group');

/** A group's archive state as the API shows it. */
export function toArchiveState(row: { id: string; name: string; archivedAt: Date | null }): ArchiveState {
  return { _id: row.id, name: row.name, archivedAt: row.archivedAt?.toISOString() ?? null };
}

/**
 * What archiving a group touches, counted now: its members (who stay members), the exams assigned to
 * it (and those not over), its fee plans and what its members owe.
 */
export async function groupArchiveImpact(
  ctx: Pick<AppContext, 'db' | 'now'>,
  groupId: string,
): Promise<GroupArchiveImpact> {
  const row = await findGroupArchiveImpact(ctx.db, groupId, ctx.now());
  if (!row) throw noSuchGroup();
  return {
    ...toArchiveState(row),
    members: row.members,
    examsAssigned: row.examsAssigned,
    examsNotOver: row.examsNotOver,
    feePlans: row.feePlans,
    membersOwing: row.dues.owing,
    owedPaisa: row.dues.paisa,
  };
}

/**
 * Archives a group or brings it back. Archived, it leaves the lists staff pick groups from; its members,
 * grants, exams, results, dues and receipts stay as they are and keep its name. Twice is once.
 */
export async function archiveGroup(
  ctx: Pick<AppContext, 'db' | 'now'>,
  groupId: string,
  archived: boolean,
): Promise<ArchiveState> {
  const row = await setGroupArchivedAt(ctx.db, groupId, archived ? ctx.now() : null);
  if (!row) throw noSuchGroup();
  return toArchiveState(row);
}
