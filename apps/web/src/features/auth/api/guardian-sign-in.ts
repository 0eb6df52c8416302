import { type GuardianView, guardianRoutes, type OtpChallenge } from '@lms/domain/contract';
import { callApi } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useAction } from '../../../lib/use-action';

/** POST /guardian/code: sends a sign-in code to the guardian's number (`otp` only when codes are revealed). */
export async function requestGuardianCode(phone: string): Promise<OtpChallenge> {
  return (await callApi(guardianRoutes.requestCode, { body: { phone } })).data;
}

/** What the code screen sends. */
export interface GuardianSignInInput {
  phone: string;
  hash: string;
  otp: string;
}

/** POST /guardian/sign-in: the guardian with their children, and the session id of the `sessionId` header. */
export async function signInGuardian(
  input: GuardianSignInInput,
): Promise<{ guardian: GuardianView; sessionId: string }> {
  const response = await callApi(guardianRoutes.signIn, { body: input });
  const sessionId = response.headers.get('sessionId');
  if (!sessionId || !response.data) throw new ApiError(response.status, 'Sign-in returned no session');
  return { guardian: response.data, sessionId };
}

/** Code request action. */
export function useRequestGuardianCode() {
  return useAction(requestGuardianCode);
}

/** Guardian sign-in action. */
export function useSignInGuardian() {
  return useAction(signInGuardian);
}
