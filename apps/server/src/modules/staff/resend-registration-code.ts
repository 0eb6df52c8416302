import { normalizePhone } from '@lms/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { conflict } from '../../lib/http-error';
import { requestOtp } from '../account/request-otp';
import { noSuchStudent } from './get-student-detail';
import { findStudentRecord } from './student-admin-repository';

/**
 * Sends an admitted student who has not registered yet a new registration code, by the same rule as the
 * student's own request (resend wait, limits). The code comes back only when the server reveals codes.
 */
export async function resendRegistrationCode(
  ctx: AppContext,
  id: string,
  log: FastifyBaseLogger,
): Promise<{ phone: string; otp?: string }> {
  const found = await findStudentRecord(ctx.db, id);
  if (!found) throw noSuchStudent();
  if (found.student.deactivatedAt)
    throw conflict('This student is deactivated', 'Reactivate the student before sending a code.');
  const { phone, otp } = await requestOtp(ctx, {
    phone: normalizePhone(found.student.username)!,
    purpose: 'register',
    log,
    byStaff: true,
  });
  return otp === undefined ? { phone } : { phone, otp };
}
