import { accountRoutes } from '@lms/domain/contract';
import { addressLimit } from '../../lib/address-limit';
import { implement, routeLimits } from '../../plugins/route-registrar';
import { getProfile } from './get-profile';
import { loginStudent } from './login-student';
import { logout } from './logout';
import { requestOtp } from './request-otp';
import { setPassword } from './set-password';

/** Student accounts: codes, password, sign-in, profile, sign-out. */
export const accountModule = implement(accountRoutes, {
  requestOtp: async ({ ctx, params, request }) =>
    requestOtp(ctx, { phone: params.phone, purpose: 'register', log: request.log }),
  forgotPassword: async ({ ctx, params, request }) =>
    requestOtp(ctx, { phone: params.phone, purpose: 'forgotPassword', log: request.log }),
  setPassword: async ({ ctx, body, query }) =>
    setPassword(ctx, { ...body, forgotPassword: query.forgotPassword === 'true' }),
  login: async ({ ctx, body, request, reply }) => {
    const { student, sessionId } = await loginStudent(ctx, { ...body, ip: request.ip });
    reply.header('sessionId', sessionId);
    return { student };
  },
  profile: async ({ ctx, principal }) => getProfile(ctx, principal.id),
  logout: async ({ ctx, request }) => logout(ctx, request.sessionTokenHash),
});

// Per address, at all accounts together: a coaching centre's Wi-Fi puts many students behind one
// address, so these are loose. The per-account lockouts are in lib/sign-in-guard.
accountModule.limits = routeLimits(accountRoutes, {
  requestOtp: addressLimit('otp', 30, 3600, 'Too many code requests'),
  forgotPassword: addressLimit('forgot-password', 30, 3600, 'Too many code requests'),
  setPassword: addressLimit('verify', 60, 900, 'Too many tries'),
  login: addressLimit('login', 200, 900, 'Too many sign-in attempts'),
});
