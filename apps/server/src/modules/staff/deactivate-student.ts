import type { AppContext } from '../../context';
import { noSuchStudent } from './get-student-detail';
import { setStudentDeactivatedAt } from './student-admin-repository';

/** Deactivates a student: they can no longer sign in, and every session of theirs ends now. */
export async function deactivateStudent(
  ctx: Pick<AppContext, 'db' | 'sessions' | 'now'>,
  id: string,
): Promise<{ active: boolean }> {
  if (!(await setStudentDeactivatedAt(ctx.db, id, ctx.now()))) throw noSuchStudent();
  await ctx.sessions.endAllFor('student', id);
  return { active: false };
}
