import { toUsername } from '@lms/domain';
import { accountRoutes } from '@lms/domain/contract';
import { callApi } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import type { StoredStudent } from '../../../lib/storage';
import { useAction } from '../../../lib/use-action';

/** What the sign-in form sends. */
export interface LoginInput {
  phone: string;
  password: string;
}

/** A successful sign-in: the student and the session id of the `sessionId` header. */
export interface LoginResult {
  student: StoredStudent;
  sessionId: string;
}

/** POST /student/login with the 88-prefixed username. */
export async function login({ phone, password }: LoginInput): Promise<LoginResult> {
  const response = await callApi(accountRoutes.login, { body: { username: toUsername(phone), password } });
  const sessionId = response.headers.get('sessionId');
  if (!sessionId || !response.data?.student)
    throw new ApiError(response.status, 'Sign-in returned no session');
  return { student: response.data.student, sessionId };
}

/** Sign-in mutation. */
export function useLogin() {
  return useAction(login);
}
