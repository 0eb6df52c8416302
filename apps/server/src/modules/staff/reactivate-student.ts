import type { AppContext } from '../../context';
import { noSuchStudent } from './get-student-detail';
import { setStudentDeactivatedAt } from './student-admin-repository';

/** Lets a deactivated student sign in again; the sessions closed by the deactivation end (they sign in anew). */
export async function reactivateStudent(
  ctx: Pick<AppContext, 'db' | 'sessions'>,
  id: string,
): Promise<{ active: boolean }> {
  if (!(await setStudentDeactivatedAt(ctx.db, id, null))) throw noSuchStudent();
  await ctx.sessions.endAllFor('student', id);
  return { active: true };
}
