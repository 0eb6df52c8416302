import type { StaffRole } from '@lms/domain';
import type { AppContext } from '../../context';
import { staff } from '../../db/schema';
import { conflict } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';

/** Creates a staff account with roles; usernames are unique, case-insensitive. */
export async function createStaff(
  ctx: Pick<AppContext, 'db'>,
  input: { username: string; name: string; password: string; roles: StaffRole[] },
) {
  const username = input.username.trim().toLowerCase();
  const [row] = await ctx.db
    .insert(staff)
    .values({
      username,
      name: input.name,
      passwordHash: await hashPassword(input.password),
      roles: input.roles,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict('This username is taken', `A staff account named ${username} exists already.`);
  return { _id: row.id, username: row.username, name: row.name, roles: row.roles };
}
