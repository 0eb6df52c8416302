import { accountRoutes } from '@lms/domain/contract';
import { implement } from '../../plugins/route-registrar';
import { getProfile } from './get-profile';
import { loginStudent } from './login-student';
import { logout } from './logout';
import { requestOtp } from './request-otp';
import { setPassword } from './set-password';

/** Student accounts: codes, password, sign-in, profile, sign-out. */
export const accountModule = implement(accountRoutes, {
  requestOtp: async ({ ctx, params, request }) =>
    requestOtp(ctx, { phone: params.phone, purpose: 'register', ip: request.ip }),
  forgotPassword: async ({ ctx, params, request }) =>
    requestOtp(ctx, { phone: params.phone, purpose: 'forgotPassword', ip: request.ip }),
  setPassword: async ({ ctx, body, query, request }) =>
    setPassword(ctx, { ...body, forgotPassword: query.forgotPassword === 'true', ip: request.ip }),
  login: async ({ ctx, body, request, reply }) => {
    const { student, sessionId } = await loginStudent(ctx, { ...body, ip: request.ip });
    reply.header('sessionId', sessionId);
    return { student };
  },
  profile: async ({ ctx, principal }) => getProfile(ctx, principal.id),
  logout: async ({ ctx, request }) => logout(ctx, request.sessionTokenHash),
});
