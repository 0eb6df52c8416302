import { isValidOtp, messages, normalizePhone } from '@lms/domain';
import type { GuardianView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { badRequest, HttpError } from '../../lib/http-error';
import { guardSignIn, signInSucceeded } from '../../lib/sign-in-guard';
import { redeemOtp } from '../account/check-otp';
import { ensureGuardian } from './guardian-repository';
import { guardianView } from './list-children';

/**
 * Signs a guardian in with the code sent to their number: guarded per (number, address) like a
 * student's sign-in, the code checked and used once, then a guardian session. Several sessions may be
 * open at once (both parents may share the number).
 */
export async function signInGuardian(
  ctx: AppContext,
  input: { phone: string; hash: string; otp: string; ip: string },
): Promise<{ guardian: GuardianView; sessionId: string }> {
  const phone = normalizePhone(input.phone);
  if (!phone) throw badRequest(messages.phoneInvalid);
  if (!isValidOtp(input.otp)) throw badRequest(messages.otpRequired);
  const attempt = { kind: 'guardian', account: phone, ip: input.ip } as const;
  await guardSignIn(ctx, attempt);

  await redeemOtp(ctx, { hash: input.hash, phone, purpose: 'guardianSignIn', otp: input.otp });
  const guardian = await guardianView(ctx, phone);
  // Only a number no student lists gets here without the code having been sent (codes are revealed
  // in demos and tests): it proved nothing but its own code, so it learns nothing of the roster before.
  if (guardian.children.length === 0)
    throw new HttpError(
      401,
      'No student lists this number',
      'Please use the guardian number given on the admission form, or contact the institute.',
    );
  await signInSucceeded(ctx, attempt);
  const sessionId = await ctx.sessions.create('guardian', await ensureGuardian(ctx.db, phone));
  return { guardian, sessionId };
}
