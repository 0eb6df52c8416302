import type { AppContext } from '../../context';
import { HttpError } from '../../lib/http-error';
import { checkPassword } from '../../lib/passwords';
import { guardSignIn, signInSucceeded } from '../../lib/sign-in-guard';
import { findStaffForSignIn } from './staff-repository';

/** Signs a staff member in; returns the account and a session token. */
export async function loginStaff(ctx: AppContext, input: { username: string; password: string; ip: string }) {
  const username = input.username.trim().toLowerCase();
  const attempt = { kind: 'staff', account: username, ip: input.ip } as const;
  await guardSignIn(ctx, attempt);
  const row = await findStaffForSignIn(ctx.db, username);
  // An unknown name costs the same argon2 check as a wrong password, so the time names no account.
  if (!(await checkPassword(row?.passwordHash, input.password)) || !row) {
    throw new HttpError(401, 'Wrong username or password', 'Please check your username and password.');
  }
  // Checked after the password, so a guess never learns which accounts exist.
  if (!row.active)
    throw new HttpError(403, 'This account is deactivated', 'Ask an admin to reactivate your staff account.');
  await signInSucceeded(ctx, attempt);
  const sessionId = await ctx.sessions.create('staff', row.id);
  return { staff: { _id: row.id, username: row.username, name: row.name, roles: row.roles }, sessionId };
}
