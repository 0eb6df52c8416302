import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { setStaffPasswordHash } from './staff-repository';

/**
 * Sets a staff member's password (an admin resetting it). Their sessions end, except the session
 * making the call when admins reset their own password.
 */
export async function resetStaffPassword(
  ctx: Pick<AppContext, 'db' | 'sessions'>,
  staffId: string,
  password: string,
  keepSession?: string,
): Promise<{ reset: true }> {
  if (!(await setStaffPasswordHash(ctx.db, staffId, await hashPassword(password))))
    throw notFound('No such staff account');
  await ctx.sessions.endAllFor('staff', staffId, keepSession);
  return { reset: true };
}
