import { accountRoutes } from '@lms/domain/contract';
import { callApi } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

/** GET /auth/logout: ends the session on the server. */
export async function logout(): Promise<{ message: string }> {
  return (await callApi(accountRoutes.logout, {})).data;
}

/** Logout mutation. */
export function useLogoutRequest() {
  return useAction<void, { message: string }>(logout);
}
