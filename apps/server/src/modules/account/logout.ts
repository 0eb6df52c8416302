import type { AppContext } from '../../context';

/** Ends the caller's session (students, staff and guardians alike). */
export async function logout(
  ctx: AppContext,
  sessionTokenHash: string | undefined,
): Promise<{ message: string }> {
  if (sessionTokenHash) await ctx.sessions.end(sessionTokenHash);
  return { message: 'Log out successfull' };
}
