import type { AppContext } from '../../context';
import { noSuchStudent } from './get-student-detail';
import { setStudentDeactivatedAt } from './student-admin-repository';

/**
 * Deactivates a student: they can no longer sign in, and every session of theirs is closed now (kept,
 * so their next request is told why; reactivating ends them).
 */
export async function deactivateStudent(
  ctx: Pick<AppContext, 'db' | 'sessions' | 'now'>,
  id: string,
): Promise<{ active: boolean }> {
  if (!(await setStudentDeactivatedAt(ctx.db, id, ctx.now()))) throw noSuchStudent();
  await ctx.sessions.closeAllFor('student', id);
  return { active: false };
}
