import type { BulkOutcome, BulkStudentsBody, StudentFilter } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/http-error';
import { refuseArchivedGroups } from '../../lib/refuse-archived-groups';
import { assignCourseDues } from '../fees/assign-course-dues';
import { notifyAddedToGroup } from '../notifications/notify-events';
import {
  addSelectedToGroup,
  countAdmitted,
  countSelected,
  lockGroup,
  removeSelectedFromGroup,
  type Selection,
  setSelectedDeactivatedAt,
} from './student-bulk-repository';

/** What the chosen students were before the action, for the audit log. */
export interface BulkBefore {
  action: BulkStudentsBody['action'];
  group: string | null;
  /** The changed students' state before: in the group or not, active or not. */
  state: 'inGroup' | 'notInGroup' | 'active' | 'deactivated';
  studentIds: string[];
}

const stateBefore = {
  addToGroup: 'notInGroup',
  removeFromGroup: 'inGroup',
  deactivate: 'active',
  reactivate: 'deactivated',
} as const;

/** The selection a body names (ids once each). */
export function selectionOf(body: {
  studentIds?: string[] | undefined;
  filter?: StudentFilter | undefined;
}): Selection {
  return body.studentIds ? { studentIds: [...new Set(body.studentIds)] } : { filter: body.filter ?? {} };
}

/**
 * Does one action to many students, in one transaction: adds them to a group or takes them out,
 * deactivates or reactivates them. Students already as asked are counted, not changed, so the same call
 * twice changes nothing the second time. A group that does not exist, or an id that is not an admitted
 * student, is refused with 400 and nothing changes. Afterwards newcomers to a group get its course's
 * dues and a notification; deactivated students' sessions close, reactivated students' end.
 */
export async function bulkUpdateStudents(
  ctx: AppContext,
  body: BulkStudentsBody,
): Promise<{ outcome: BulkOutcome; before: BulkBefore }> {
  const selection = selectionOf(body);
  const { groupId = null } = body;
  const result = await ctx.db.transaction(async (tx) => {
    const groupName = groupId ? await lockGroup(tx, groupId) : null;
    if (groupName === undefined)
      throw badRequest('Unknown group', 'Choose one of the groups of this institute.');
    if (body.action === 'addToGroup') await refuseArchivedGroups(tx, [groupId!]);
    if ('studentIds' in selection) {
      const known = await countAdmitted(tx, selection.studentIds);
      if (known !== selection.studentIds.length)
        throw badRequest(
          'Unknown student',
          `${selection.studentIds.length - known} of the chosen students are not admitted here; nothing was changed.`,
        );
    }
    const matched = await countSelected(tx, selection);
    const changed =
      body.action === 'addToGroup'
        ? await addSelectedToGroup(tx, groupId!, selection)
        : body.action === 'removeFromGroup'
          ? await removeSelectedFromGroup(tx, groupId!, selection)
          : await setSelectedDeactivatedAt(tx, selection, body.action === 'deactivate' ? ctx.now() : null);
    return { groupName, matched, changed };
  });
  const { groupName, matched, changed } = result;
  await afterCommit(ctx, body.action, groupId, changed);
  return {
    outcome: {
      action: body.action,
      groupId,
      groupName,
      matched,
      changed: changed.length,
      unchanged: matched - changed.length,
      studentIds: changed,
    },
    before: { action: body.action, group: groupName, state: stateBefore[body.action], studentIds: changed },
  };
}

async function afterCommit(
  ctx: AppContext,
  action: BulkStudentsBody['action'],
  groupId: string | null,
  changed: string[],
): Promise<void> {
  if (action === 'addToGroup') {
    await assignCourseDues(ctx, groupId!, changed);
    await notifyAddedToGroup(ctx, groupId!, changed);
  }
  for (const id of changed) {
    if (action === 'deactivate') await ctx.sessions.closeAllFor('student', id);
    if (action === 'reactivate') await ctx.sessions.endAllFor('student', id);
  }
}
