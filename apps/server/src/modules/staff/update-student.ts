import { normalizePhone, toUsername } from '@lms/domain';
import type { StudentDetail, UpdateStudentBody } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { badRequest, conflict } from '../../lib/http-error';
import { getStudentDetail, noSuchStudent } from './get-student-detail';
import { type StudentChanges, updateStudentRow, usernameTakenByOther } from './student-admin-repository';

/**
 * Changes a student's details. A new mobile number must not belong to another student (it is their
 * sign-in); the branch must exist.
 */
export async function updateStudent(
  ctx: AppContext,
  id: string,
  body: UpdateStudentBody,
): Promise<StudentDetail> {
  const { phone, contact, ...rest } = body;
  const changes: StudentChanges = { ...rest };
  if (phone !== undefined) {
    const username = toUsername(normalizePhone(phone)!);
    if (await usernameTakenByOther(ctx.db, username, id))
      throw conflict('Another student has this number', 'Each student needs their own mobile number.');
    changes.username = username;
  }
  if (contact !== undefined) changes.contact = contact ? normalizePhone(contact)! : '';
  const updated = await updateStudentRow(ctx.db, id, changes).catch(() => {
    throw badRequest('Unknown branch', 'The branch id must exist.');
  });
  if (!updated) throw noSuchStudent();
  return getStudentDetail(ctx, id);
}
