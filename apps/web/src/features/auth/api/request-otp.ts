import { accountRoutes, type OtpChallenge } from '@lms/domain/contract';
import { callApi } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

/** A code request answer: `otp` is there only when the server reveals codes. */
export type OtpResponse = OtpChallenge;

/** GET /student/otp/{phone}: sends a registration code to an admitted number. */
export async function requestOtp(phone: string): Promise<OtpResponse> {
  return (await callApi(accountRoutes.requestOtp, { params: { phone } })).data;
}

/** Registration code request mutation. */
export function useRequestOtp() {
  return useAction(requestOtp);
}
