import { messages, normalizePhone } from '@lms/domain';
import type { OtpChallenge } from '@lms/domain/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/http-error';
import { issueCode, withAnswerFloor } from '../account/request-otp';
import { hasChildren } from './guardian-repository';

/**
 * Sends a sign-in code to a guardian's number. Every valid number gets the same answer in the same
 * time, spaced and counted alike: a number no student lists gets a code stored but never sent, so
 * neither this answer nor the later "wrong code" tells whose number is on the roster.
 */
export async function requestGuardianCode(
  ctx: AppContext,
  input: { phone: string; log: FastifyBaseLogger },
): Promise<OtpChallenge> {
  const phone = normalizePhone(input.phone);
  if (!phone)
    throw badRequest(messages.phoneInvalidRegister, 'Use the 11-digit mobile number, e.g. 01712345678.');
  return withAnswerFloor(async () =>
    issueCode(ctx, phone, 'guardianSignIn', input.log, { send: await hasChildren(ctx.db, phone) }),
  );
}
