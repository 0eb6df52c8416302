import { randomUUID } from 'node:crypto';
import {
  messages,
  normalizePhone,
  OTP_LENGTH,
  OTP_LIFETIME_MINUTES,
  OTP_RESEND_SECONDS,
  plural,
  toUsername,
} from '@lms/domain';
import type { AppContext } from '../../context';
import { enforceLimit } from '../../lib/enforce-limit';
import { badRequest, conflict, HttpError, notFound, TooManyRequests } from '../../lib/http-error';
import { hmac, randomDigits } from '../../lib/tokens';
import { getBranding } from '../branding/get-branding';
import {
  deleteOtp,
  insertOtpUnlessRecent,
  type NewOtp,
  type OtpPurpose,
  voidOlderOtps,
} from './otp-repository';
import { findStudentByUsername } from './student-repository';

// Codes a number may receive in an hour (the per-address limit is on the routes).
const PER_NUMBER_PER_HOUR = 5;

/** The HMAC of a code, bound to its challenge id so a code is useless for another challenge. */
export function otpCodeHash(secret: string, challengeId: string, code: string): string {
  return hmac(secret, `otp:${challengeId}:${code}`);
}

const waitForNewCode = (wait: number) =>
  new TooManyRequests(
    'Please wait before asking for a new code',
    `You can ask again in ${plural(wait, 'second')}.`,
    wait,
  );

/** Why a number gets no code for this purpose (with the message the student is shown), or null when it gets one. */
function refusalOf(
  student: Awaited<ReturnType<typeof findStudentByUsername>>,
  purpose: OtpPurpose,
): HttpError | null {
  if (purpose === 'register') {
    if (!student) {
      return notFound(
        'This number is not in our admission records',
        'Please use the mobile number from your admission form, or contact the institute.',
      );
    }
    if (student.passwordHash) {
      return conflict('This number is already registered', 'Please sign in, or use Forgot password.');
    }
    return null;
  }
  return student?.passwordHash
    ? null
    : notFound('This number is not registered', 'Please create an account first.');
}

/**
 * Sends a one-time code to an admitted number (register) or a registered one (forgot password).
 * A number not on the roster gets a clear error and no SMS.
 */
export async function requestOtp(
  ctx: AppContext,
  input: { phone: string; purpose: OtpPurpose },
): Promise<{ hash: string; phone: string; otp?: string }> {
  const phone = normalizePhone(input.phone);
  if (!phone)
    throw badRequest(messages.phoneInvalidRegister, 'Use the 11-digit mobile number, e.g. 01712345678.');

  const student = await findStudentByUsername(ctx.db, toUsername(phone));
  const refusal = refusalOf(student, input.purpose);
  if (refusal) {
    // A number that gets no code is spaced like one that does: asked again within the resend wait,
    // both answer the same 429, so repeating a request does not tell a listed number from another.
    const spaced = await ctx.limiter.hit(`otp:refused:${input.purpose}:${phone}`, 1, OTP_RESEND_SECONDS);
    if (!spaced.allowed) throw waitForNewCode(spaced.retryAfterSeconds);
    throw refusal;
  }

  const now = ctx.now();
  const code = randomDigits(OTP_LENGTH);
  const row: NewOtp = {
    id: randomUUID(),
    phone,
    purpose: input.purpose,
    codeHash: '',
    expiresAt: new Date(now.getTime() + OTP_LIFETIME_MINUTES * 60_000),
    createdAt: now,
  };
  row.codeHash = otpCodeHash(ctx.config.APP_SECRET, row.id, code);
  const stored = await insertOtpUnlessRecent(ctx.db, row, OTP_RESEND_SECONDS);
  if (!stored.inserted) {
    throw waitForNewCode(Math.ceil(OTP_RESEND_SECONDS - (now.getTime() - stored.latestAt.getTime()) / 1000));
  }
  try {
    await enforceLimit(ctx, `otp:num:${phone}`, PER_NUMBER_PER_HOUR, 3600, 'Too many code requests');
  } catch (refused) {
    await deleteOtp(ctx.db, row.id);
    throw refused;
  }
  await voidOlderOtps(ctx.db, row);

  const { shortName } = await getBranding(ctx);
  const text = `${shortName}: your verification code is ${code}. It expires in ${plural(OTP_LIFETIME_MINUTES, 'minute')}.`;
  try {
    await ctx.sms.send(toUsername(phone), text);
  } catch (err) {
    await deleteOtp(ctx.db, row.id);
    throw Object.assign(new HttpError(503, 'We could not send the code', 'Please try again in a minute.'), {
      cause: err,
    });
  }
  return { hash: row.id, phone, ...(ctx.config.OTP_REVEAL ? { otp: code } : {}) };
}
