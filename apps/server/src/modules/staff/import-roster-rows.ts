import type { ImportRowsBody, ImportRowsReport } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/http-error';
import { refuseArchivedGroups } from '../../lib/refuse-archived-groups';
import { admitStudents } from './admit-students';
import { checkRoster } from './check-roster';
import { notifyJoinedGroups } from './notify-joined-groups';
import { ensureBranches, existingGroupIds } from './org-repository';

/**
 * Admits one chunk of roster rows after checking them again by the preview's rule. While any row is bad,
 * nothing is written unless `skipInvalid`, which admits the good rows and skips the bad ones. With
 * `createBranches` the branches named that do not exist yet are made first; with `groupId` every
 * admitted student also joins that group (a group that does not exist is refused with 400).
 */
export async function importRosterRows(
  ctx: AppContext,
  { rows, skipInvalid = false, createBranches = false, groupId }: ImportRowsBody,
): Promise<ImportRowsReport> {
  if (groupId && !(await existingGroupIds(ctx.db, [groupId])).has(groupId))
    throw badRequest('Unknown group', 'Choose one of the groups of this institute.');
  if (groupId) await refuseArchivedGroups(ctx.db, [groupId]);
  const { good, errors, newBranches } = await checkRoster(ctx, rows, { existing: 'reject', createBranches });
  if (errors.length && !skipInvalid) return { created: 0, skipped: rows.length, errors };
  const made = newBranches.length ? await ensureBranches(ctx.db, newBranches) : new Map<string, string>();
  const admissions = good.map(({ row: _row, newBranch, ...a }) => ({
    ...a,
    branchId: newBranch ? made.get(newBranch.toLowerCase())! : a.branchId,
    groupIds: groupId ? [...new Set([...a.groupIds, groupId])] : a.groupIds,
  }));
  const done = admissions.length ? await admitStudents(ctx, admissions) : [];
  await notifyJoinedGroups(ctx, done);
  return { created: done.filter((d) => d.created).length, skipped: errors.length, errors };
}
