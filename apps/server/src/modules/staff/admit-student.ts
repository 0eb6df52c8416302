import { normalizePhone } from '@lms/domain';
import type { AdmissionBody } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { badRequest, conflict, HttpError } from '../../lib/http-error';
import { refuseArchivedGroups } from '../../lib/refuse-archived-groups';
import { isAdmitted } from '../account/is-admitted';
import { admitStudents } from './admit-students';
import { notifyJoinedGroups } from './notify-joined-groups';
import { existingGroupIds } from './org-repository';

/** The admission form once validated (numbers checked, groups defaulted). */
type Admission = Required<Pick<AdmissionBody, 'name' | 'sid' | 'phone' | 'groupIds'>> &
  Pick<AdmissionBody, 'contact' | 'branchId' | 'session'>;

/**
 * Admits one student from the admission form: a number admitted already or a roll another student has
 * is a conflict (staff edit that student instead), every group and the branch must exist. The student is told of their groups.
 */
export async function admitStudent(
  ctx: AppContext,
  form: Admission,
): Promise<{ _id: string; username: string }> {
  const local = normalizePhone(form.phone)!;
  if (await isAdmitted(ctx, local)) {
    throw conflict('This number is admitted already', 'Search for the student to change their details.');
  }
  const existing = await existingGroupIds(ctx.db, form.groupIds);
  if (form.groupIds.some((id) => !existing.has(id)))
    throw badRequest('Unknown group', 'Every group id must exist.');
  await refuseArchivedGroups(ctx.db, form.groupIds);
  const [s] = await admitStudents(ctx, [
    {
      name: form.name,
      sid: form.sid,
      phone: local,
      contact: form.contact ? normalizePhone(form.contact)! : '',
      branchId: form.branchId ?? null,
      session: form.session ?? '',
      groupIds: form.groupIds,
    },
  ]).catch((error: unknown) => {
    if (error instanceof HttpError) throw error;
    throw badRequest('Unknown branch', 'The branch id must exist.');
  });
  await notifyJoinedGroups(ctx, [s!]);
  return { _id: s!.id, username: s!.username };
}
