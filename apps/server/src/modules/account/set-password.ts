import { isValidOtp, messages, normalizePhone, OTP_MAX_TRIES, toUsername } from '@lms/domain';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound, TooManyRequests } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { safeEqualHex } from '../../lib/tokens';
import { claimOtpTry, consumeOtpAndSetPassword, findOtp, type OtpPurpose } from './otp-repository';
import { otpCodeHash } from './request-otp';
import { findStudentByUsername } from './student-repository';

/** Input of set-password: the code, its challenge id, the number and the new password. */
export interface SetPasswordInput {
  otp?: string;
  hash?: string;
  phone?: string;
  password: string;
  forgotPassword: boolean;
}

const tooManyWrongCodes = () => new TooManyRequests('Too many wrong codes', 'Please ask for a new code.', 60);

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  const row = uuidPattern.test(input.hash) ? await findOtp(ctx.db, input.hash, phone, purpose) : undefined;
  if (!row || row.consumedAt) throw badRequest('This code is no longer valid', 'Please ask for a new code.');
  if (row.attempts >= OTP_MAX_TRIES) throw tooManyWrongCodes();
  if (row.expiresAt <= ctx.now()) throw badRequest('The code has expired', 'Please ask for a new code.');

  const tries = await claimOtpTry(ctx.db, row.id, OTP_MAX_TRIES);
  if (tries === null) throw tooManyWrongCodes();
  const expected = otpCodeHash(ctx.config.APP_SECRET, row.id, input.otp);
  if (!safeEqualHex(expected, row.codeHash)) {
    const left = OTP_MAX_TRIES - tries;
    if (left <= 0) throw tooManyWrongCodes();
    throw badRequest('Wrong code', `The code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`);
  }

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
