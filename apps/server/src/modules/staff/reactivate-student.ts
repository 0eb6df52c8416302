import type { AppContext } from '../../context';
import { noSuchStudent } from './get-student-detail';
import { setStudentDeactivatedAt } from './student-admin-repository';

/** Lets a deactivated student sign in again. */
export async function reactivateStudent(
  ctx: Pick<AppContext, 'db'>,
  id: string,
): Promise<{ active: boolean }> {
  if (!(await setStudentDeactivatedAt(ctx.db, id, null))) throw noSuchStudent();
  return { active: true };
}
