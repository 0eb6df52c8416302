import type { AppContext } from '../../context';
import { noSuchStudent } from './get-student-detail';
import { clearStudentPassword } from './student-admin-repository';

/**
 * Clears a student's password: they register again with a code sent to their number. Their sessions
 * end, since whoever knew the old password should not stay signed in.
 */
export async function resetStudentPassword(
  ctx: Pick<AppContext, 'db' | 'sessions'>,
  id: string,
): Promise<{ registered: boolean }> {
  if (!(await clearStudentPassword(ctx.db, id))) throw noSuchStudent();
  await ctx.sessions.endAllFor('student', id);
  return { registered: false };
}
