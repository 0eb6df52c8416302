import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  messages,
  normalizePhone,
  OTP_LENGTH,
  OTP_LIFETIME_MINUTES,
  OTP_RESEND_SECONDS,
  plural,
  toUsername,
} from '@lms/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { enforceLimit } from '../../lib/enforce-limit';
import { badRequest, conflict, type HttpError, notFound, TooManyRequests } from '../../lib/http-error';
import { hmac, randomDigits } from '../../lib/tokens';
import { getBranding } from '../branding/get-branding';
import {
  deleteOtp,
  insertOtpUnlessRecent,
  type NewOtp,
  type OtpPurpose,
  takeStaffOtp,
  voidOlderOtps,
} from './otp-repository';
import { findStudentByUsername } from './student-repository';

// Code requests a number may make in an hour, listed or not (the per-address limit is on the routes).
const PER_NUMBER_PER_HOUR = 5;

// Every answer to a valid number (a code sent, a refusal, a wait) takes at least this long, so its time
// does not tell a listed number from another: the listed number's database writes fit well inside it,
// and the SMS goes out after the answer.
export const OTP_ANSWER_FLOOR_MS = 250;

/** The HMAC of a code, bound to its challenge id so a code is useless for another challenge. */
export function otpCodeHash(secret: string, challengeId: string, code: string): string {
  return hmac(secret, `otp:${challengeId}:${code}`);
}

/** The codes of a student's own number. */
type StudentOtpPurpose = Exclude<OtpPurpose, 'guardianSignIn'>;

const waitForNewCode = (wait: number) =>
  new TooManyRequests(
    'Please wait before asking for a new code',
    `You can ask again in ${plural(wait, 'second')}.`,
    wait,
  );

/** Why a number gets no code for this purpose (with the message the student is shown), or null when it gets one. */
function refusalOf(
  student: Awaited<ReturnType<typeof findStudentByUsername>>,
  purpose: StudentOtpPurpose,
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
  if (!student) return notFound('This number is not registered', 'Please create an account first.');
  // Admitted without a password: never registered, or staff reset it (which clears it). Either way
  // registering again is the way in, and the register code request already tells an admitted number.
  if (!student.passwordHash) {
    return notFound(
      'Please register with this number',
      'This number has no password: it was never set, or the institute reset it. Register with this number to set a new one.',
    );
  }
  return null;
}

/**
 * Sends a one-time code to an admitted number (register) or a registered one (forgot password).
 * A number not on the roster gets a clear error and no SMS; either answer takes the same time.
 */
export async function requestOtp(
  ctx: AppContext,
  input: { phone: string; purpose: StudentOtpPurpose; log: FastifyBaseLogger; byStaff?: boolean },
): Promise<{ hash: string; phone: string; otp?: string }> {
  const phone = normalizePhone(input.phone);
  if (!phone)
    throw badRequest(messages.phoneInvalidRegister, 'Use the 11-digit mobile number, e.g. 01712345678.');
  return withAnswerFloor(() => issueOtp(ctx, phone, input.purpose, input.log, input.byStaff ?? false));
}

/** Runs `answer` and settles no sooner than OTP_ANSWER_FLOOR_MS after the start, whatever it answers. */
export async function withAnswerFloor<T>(answer: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await answer();
  } finally {
    const left = OTP_ANSWER_FLOOR_MS - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}

async function issueOtp(
  ctx: AppContext,
  phone: string,
  purpose: StudentOtpPurpose,
  log: FastifyBaseLogger,
  byStaff: boolean,
) {
  const student = await findStudentByUsername(ctx.db, toUsername(phone));
  const refusal = refusalOf(student, purpose);
  if (refusal) {
    // A number that gets no code is spaced and counted like one that does: asked again within the
    // resend wait, or past the hourly count, both answer the same 429, so repeating a request does not
    // tell a listed number from another.
    const spaced = await ctx.limiter.hit(`otp:refused:${purpose}:${phone}`, 1, OTP_RESEND_SECONDS);
    if (!spaced.allowed) throw waitForNewCode(spaced.retryAfterSeconds);
    await enforceLimit(ctx, `otp:num:${phone}`, PER_NUMBER_PER_HOUR, 3600, 'Too many code requests');
    throw refusal;
  }
  // The code staff sent with a password reset is the one the student holds: their first request in
  // the app answers its challenge, with no second SMS.
  const fromStaff = byStaff ? null : await takeStaffOtp(ctx.db, phone, purpose, ctx.now());
  if (fromStaff) return { hash: fromStaff, phone };

  return issueCode(ctx, phone, purpose, log, { send: true });
}

/**
 * Makes a code for the number and purpose (spaced by the resend wait and counted per number) and,
 * with `send`, texts it after the answer. Without `send` the code is stored but goes nowhere: a
 * number that may not use it gets the same answer, and later the same "wrong code", as one that may.
 * With `fromStaff` the student's next code request answers this code instead of making another.
 */
export async function issueCode(
  ctx: AppContext,
  phone: string,
  purpose: OtpPurpose,
  log: FastifyBaseLogger,
  options: { send: boolean; fromStaff?: boolean },
): Promise<{ hash: string; phone: string; otp?: string }> {
  const now = ctx.now();
  const code = randomDigits(OTP_LENGTH);
  const row: NewOtp = {
    id: randomUUID(),
    phone,
    purpose,
    codeHash: '',
    expiresAt: new Date(now.getTime() + OTP_LIFETIME_MINUTES * 60_000),
    createdAt: now,
    fromStaff: options.fromStaff ?? false,
  };
  row.codeHash = otpCodeHash(ctx.config.APP_SECRET, row.id, code);
  // Staff resetting a password just after the student used a code (say, registered) are not made to
  // wait: only a code still open holds the next one back.
  const stored = await insertOtpUnlessRecent(ctx.db, row, OTP_RESEND_SECONDS, options.fromStaff ?? false);
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
  if (options.send) void sendCode(ctx, log, phone, row.id, text);
  return { hash: row.id, phone, ...(ctx.config.OTP_REVEAL ? { otp: code } : {}) };
}

/**
 * Sends the code after the answer, so the gateway's time is not in it. Not through `ctx.jobs`: its
 * data would keep the code readable in the database, and a code that waits for a retry is soon
 * useless. A code that could not be sent is removed, so the number may ask again at once.
 */
async function sendCode(ctx: AppContext, log: FastifyBaseLogger, phone: string, otpId: string, text: string) {
  try {
    await ctx.sms.send(toUsername(phone), text);
  } catch (err) {
    log.error({ err, otpId }, 'could not send a one-time code');
    await deleteOtp(ctx.db, otpId).catch((error: unknown) =>
      log.error({ err: error, otpId }, 'could not remove an unsent one-time code'),
    );
  }
}
