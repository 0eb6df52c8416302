import { isValidOtp, messages, normalizePhone, toUsername } from '@lms/domain';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { checkOtp } from './check-otp';
import { consumeOtpAndSetPassword, type OtpPurpose } from './otp-repository';
import { findStudentByUsername } from './student-repository';

/** Input of set-password: the code, its challenge id, the number and the new password. */
export interface SetPasswordInput {
  otp?: string;
  hash?: string;
  phone?: string;
  password: string;
  forgotPassword: boolean;
}

/**
 * Checks the one-time code and sets the password: registration claims the admitted number; a reset
 * also ends every open session of the student.
 */
export async function setPassword(ctx: AppContext, input: SetPasswordInput): Promise<{ message: string }> {
  if (!input.otp || !input.hash || !input.phone) throw badRequest(messages.registerFirst);
  if (!isValidOtp(input.otp)) throw badRequest(messages.otpRequired);
  const phone = normalizePhone(input.phone);
  if (!phone) throw badRequest(messages.phoneInvalidRegister);

  const purpose: OtpPurpose = input.forgotPassword ? 'forgotPassword' : 'register';
  const row = await checkOtp(ctx, { hash: input.hash, phone, purpose, otp: input.otp });

  const student = await findStudentByUsername(ctx.db, toUsername(phone));
  if (!student) throw notFound('This number is not in our admission records');
  if (purpose === 'register' && student.passwordHash) {
    throw conflict('This number is already registered', 'Please sign in, or use Forgot password.');
  }
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  const set = await consumeOtpAndSetPassword(ctx.db, {
    otpId: row.id,
    studentId: student.id,
    passwordHash,
    registeredAt: student.registeredAt ?? now,
    now,
  });
  if (!set) throw badRequest('This code is no longer valid', 'Please ask for a new code.');
  if (purpose === 'forgotPassword') await ctx.sessions.endAllFor('student', student.id);
  return { message: messages.passwordSet };
}
