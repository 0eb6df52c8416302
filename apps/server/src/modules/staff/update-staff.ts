import type { StaffRole } from '@lms/domain';
import type { StaffAccount } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/http-error';
import { countOtherActiveAdmins, findStaffAccount, updateStaffRow } from './staff-repository';
import { toStaffAccount } from './staff-view';

/** The changes an admin may make to a staff account. */
export interface StaffAccountChanges {
  name?: string | undefined;
  roles?: StaffRole[] | undefined;
  active?: boolean | undefined;
}

/**
 * Renames a staff account, changes its roles, or deactivates/reactivates it. A deactivated account's
 * sessions end at once. The institute always keeps an active admin: the last one cannot lose the role
 * or be deactivated, and admins cannot deactivate themselves.
 */
export async function updateStaff(
  ctx: Pick<AppContext, 'db' | 'sessions'>,
  actorId: string,
  staffId: string,
  changes: StaffAccountChanges,
): Promise<StaffAccount> {
  const current = await findStaffAccount(ctx.db, staffId);
  if (!current) throw notFound('No such staff account');
  if (changes.active === false && staffId === actorId)
    throw badRequest('You cannot deactivate yourself', 'Ask another admin to deactivate your account.');
  const losesAdmin =
    current.active &&
    current.roles.includes('admin') &&
    (changes.active === false || (changes.roles !== undefined && !changes.roles.includes('admin')));
  if (losesAdmin && (await countOtherActiveAdmins(ctx.db, staffId)) === 0)
    throw badRequest('The last admin', 'The institute needs at least one active admin.');
  const row = await updateStaffRow(ctx.db, staffId, {
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.roles !== undefined ? { roles: changes.roles } : {}),
    ...(changes.active !== undefined ? { active: changes.active } : {}),
  });
  if (!row) throw notFound('No such staff account');
  if (changes.active === false) await ctx.sessions.endAllFor('staff', staffId);
  return toStaffAccount(row);
}

/** A staff account as the audit log keeps it before a change (undefined when there is none). */
export async function staffAccountBefore(ctx: Pick<AppContext, 'db'>, staffId: string) {
  const row = await findStaffAccount(ctx.db, staffId);
  return row && toStaffAccount(row);
}
