import type { StaffView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/http-error';
import { checkPassword, hashPassword } from '../../lib/passwords';
import {
  findStaffAccount,
  findStaffPasswordHash,
  setStaffPasswordHash,
  updateStaffRow,
} from './staff-repository';
import { toStaffView } from './staff-view';

/** What staff may change of their own account. */
export interface OwnChanges {
  name?: string | undefined;
  currentPassword?: string | undefined;
  newPassword?: string | undefined;
}

/**
 * Changes the signed-in staff member's own name and/or password. A new password needs the current
 * one (a session left open on a shared computer must not be enough to take the account), and ends
 * the member's other sessions; the one making the change stays signed in.
 */
export async function updateOwnAccount(
  ctx: Pick<AppContext, 'db' | 'sessions'>,
  staffId: string,
  changes: OwnChanges,
  keepSession: string | undefined,
): Promise<StaffView> {
  if (changes.newPassword !== undefined) {
    const hash = await findStaffPasswordHash(ctx.db, staffId);
    if (!(await checkPassword(hash, changes.currentPassword ?? '')))
      throw badRequest('Wrong current password', 'Enter the password you sign in with now.');
    await setStaffPasswordHash(ctx.db, staffId, await hashPassword(changes.newPassword));
    await ctx.sessions.endAllFor('staff', staffId, keepSession);
  }
  const row =
    changes.name !== undefined
      ? await updateStaffRow(ctx.db, staffId, { name: changes.name })
      : await findStaffAccount(ctx.db, staffId);
  if (!row) throw notFound('No such staff account');
  // The session's cached principal holds the old name: the next call here reads the new one.
  if (keepSession !== undefined) ctx.sessions.forgetCached(keepSession);
  return toStaffView(row);
}

/** The audit log's "before" of a change of one's own account (the password never goes in). */
export async function ownAccountBefore(ctx: Pick<AppContext, 'db'>, staffId: string) {
  const row = await findStaffAccount(ctx.db, staffId);
  return row ? { name: row.name } : undefined;
}
