import { normalizePhone } from '@lms/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { conflict } from '../../lib/http-error';
import { issueCode } from '../account/request-otp';
import { noSuchStudent } from './get-student-detail';
import { clearStudentPassword, findStudentRecord } from './student-admin-repository';

/**
 * Clears a student's password and texts them a registration code: in the app they register with their
 * number and that code (their first code request answers it) and set a new password. Their sessions
 * end, since whoever knew the old password should not stay signed in. A second reset while the first
 * code is open and within the resend wait changes nothing and sends no second code (429).
 */
export async function resetStudentPassword(
  ctx: AppContext,
  id: string,
  log: FastifyBaseLogger,
): Promise<{ registered: boolean; phone: string; otp?: string }> {
  const found = await findStudentRecord(ctx.db, id);
  if (!found) throw noSuchStudent();
  if (found.student.deactivatedAt)
    throw conflict('This student is deactivated', 'Reactivate the student before resetting the password.');
  // The code first: refused (a second reset within the resend wait), nothing changes.
  const phone = normalizePhone(found.student.username)!;
  const { otp } = await issueCode(ctx, phone, 'register', log, { send: true, fromStaff: true });
  if (!(await clearStudentPassword(ctx.db, id))) throw noSuchStudent();
  await ctx.sessions.endAllFor('student', id);
  return otp === undefined ? { registered: false, phone } : { registered: false, phone, otp };
}

/** The audit log's "before" of a reset: whether the student had a password. */
export async function passwordStateOf(ctx: Pick<AppContext, 'db'>, id: string) {
  const found = await findStudentRecord(ctx.db, id);
  return found ? { registered: Boolean(found.student.passwordHash) } : undefined;
}
