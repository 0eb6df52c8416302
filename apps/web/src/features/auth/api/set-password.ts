import { accountRoutes, type SetPasswordBody } from '@lms/domain/contract';
import { callApi } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

/** What set-password sends; `forgotPassword` adds `?forgotPassword=true` (a reset). */
export type SetPasswordInput = Required<SetPasswordBody> & { forgotPassword: boolean };

/** PATCH /student/set-password. */
export async function setPassword({
  forgotPassword,
  ...body
}: SetPasswordInput): Promise<{ message: string }> {
  const query = forgotPassword ? { forgotPassword: true } : undefined;
  return (await callApi(accountRoutes.setPassword, { body, query })).data;
}

/** Set-password mutation. */
export function useSetPassword() {
  return useAction(setPassword);
}
