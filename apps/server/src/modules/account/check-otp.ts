import { OTP_MAX_TRIES } from '@lms/domain';
import type { AppContext } from '../../context';
import { badRequest, TooManyRequests } from '../../lib/http-error';
import { safeEqualHex } from '../../lib/tokens';
import { claimOtpTry, consumeOtp, findOtp, type OtpPurpose } from './otp-repository';
import { otpCodeHash } from './request-otp';

const tooManyWrongCodes = () => new TooManyRequests('Too many wrong codes', 'Please ask for a new code.', 60);

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checks a one-time code against its challenge (number and purpose) and answers its stored row, not
 * yet used up: each check takes one of the code's tries first, right or wrong. Throws 400 for a wrong,
 * spent or expired code and 429 once the tries are used.
 */
export async function checkOtp(
  ctx: AppContext,
  input: { hash: string; phone: string; purpose: OtpPurpose; otp: string },
) {
  const row = uuidPattern.test(input.hash)
    ? await findOtp(ctx.db, input.hash, input.phone, input.purpose)
    : undefined;
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
  return row;
}

/** Checks a one-time code as `checkOtp` does and uses it up: a code is good for one sign-in. */
export async function redeemOtp(
  ctx: AppContext,
  input: { hash: string; phone: string; purpose: OtpPurpose; otp: string },
): Promise<void> {
  const row = await checkOtp(ctx, input);
  if (!(await consumeOtp(ctx.db, row.id, ctx.now())))
    throw badRequest('This code is no longer valid', 'Please ask for a new code.');
}
