import { normalizePhone, toUsername } from '@lms/domain';
import type { StudentDetail, UpdateStudentBody } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { badRequest, conflict, HttpError } from '../../lib/http-error';
import { getStudentDetail, noSuchStudent } from './get-student-detail';
import { refuseTakenRolls } from './refuse-taken-rolls';
import { type StudentChanges, updateStudentRow, usernameTakenByOther } from './student-admin-repository';

/**
 * Changes a student's details. A new mobile number must not belong to another student (it is their
 * sign-in), nor a roll; the branch must exist.
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
  const updated = await ctx.db
    .transaction(async (tx) => {
      if (changes.sid) await refuseTakenRolls(tx, [{ sid: changes.sid, holder: id }], 'id');
      return updateStudentRow(tx, id, changes);
    })
    .catch((error: unknown) => {
      if (error instanceof HttpError) throw error;
      throw badRequest('Unknown branch', 'The branch id must exist.');
    });
  if (!updated) throw noSuchStudent();
  return getStudentDetail(ctx, id);
}
