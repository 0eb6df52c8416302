import { accountRoutes } from '@lms/domain/contract';
import { callApi } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import type { OtpResponse } from './request-otp';

/** PATCH /student/forgot-password/{phone}: sends a reset code to a registered number. */
export async function forgotPassword(phone: string): Promise<OtpResponse> {
  return (await callApi(accountRoutes.forgotPassword, { params: { phone } })).data;
}

/** Reset code request mutation. */
export function useForgotPassword() {
  return useAction(forgotPassword);
}
