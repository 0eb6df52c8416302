import type { StaffRole } from '@lms/domain';
import type { StaffView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { conflict } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { insertStaff } from './staff-repository';
import { toStaffView } from './staff-view';

/** Creates a staff account with roles; usernames are unique, case-insensitive. */
export async function createStaff(
  ctx: Pick<AppContext, 'db'>,
  input: { username: string; name: string; password: string; roles: StaffRole[] },
): Promise<StaffView> {
  const username = input.username.trim().toLowerCase();
  const row = await insertStaff(ctx.db, {
    username,
    name: input.name,
    passwordHash: await hashPassword(input.password),
    roles: input.roles,
  });
  if (!row) throw conflict('This username is taken', `A staff account named ${username} exists already.`);
  return toStaffView(row);
}
