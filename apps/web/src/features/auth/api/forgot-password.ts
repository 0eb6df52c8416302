import { apiRequest } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import type { OtpResponse } from './request-otp';

/** PATCH /student/forgot-password/{phone}: sends a reset code to a registered number. */
export async function forgotPassword(phone: string): Promise<OtpResponse> {
  return (
    await apiRequest<OtpResponse>(`/student/forgot-password/${encodeURIComponent(phone)}`, {
      method: 'PATCH',
    })
  ).data;
}

/** Reset code request mutation. */
export function useForgotPassword() {
  return useAction(forgotPassword);
}
