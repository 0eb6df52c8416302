import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignedIn, requireStudent, studentOf } from '../../plugins/auth';
import { getProfile } from './get-profile';
import { loginStudent } from './login-student';
import { requestOtp } from './request-otp';
import {
  loginBody,
  otpChallenge,
  phoneParams,
  setPasswordBody,
  setPasswordQuery,
  studentSummary,
} from './schemas';
import { setPassword } from './set-password';

const message = z.object({ data: z.object({ message: z.string() }) });

/** Student accounts: OTP, password, sign-in, profile, logout (SPEC.md §7 Account). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['account'];

  app.get(
    '/student/otp/:phone',
    {
      schema: {
        tags,
        summary: 'Send a registration code to an admitted number',
        params: phoneParams,
        response: { 200: z.object({ data: otpChallenge }) },
      },
    },
    async (request) => ({
      data: await requestOtp(app.ctx, { phone: request.params.phone, purpose: 'register', ip: request.ip }),
    }),
  );

  app.patch(
    '/student/forgot-password/:phone',
    {
      schema: {
        tags,
        summary: 'Send a password-reset code to a registered number',
        params: phoneParams,
        response: { 200: z.object({ data: otpChallenge }) },
      },
    },
    async (request) => ({
      data: await requestOtp(app.ctx, {
        phone: request.params.phone,
        purpose: 'forgotPassword',
        ip: request.ip,
      }),
    }),
  );

  app.patch(
    '/student/set-password',
    {
      schema: {
        tags,
        summary: 'Set the password with the code (registration or reset)',
        body: setPasswordBody,
        querystring: setPasswordQuery,
        response: { 200: message },
      },
    },
    async (request) => ({
      data: await setPassword(app.ctx, {
        ...request.body,
        forgotPassword: request.query.forgotPassword === 'true',
        ip: request.ip,
      }),
    }),
  );

  app.post(
    '/student/login',
    {
      schema: {
        tags,
        summary: 'Sign in; the session id comes in the sessionId header',
        body: loginBody,
        response: { 200: z.object({ data: z.object({ student: studentSummary }) }) },
      },
    },
    async (request, reply) => {
      const { student, sessionId } = await loginStudent(app.ctx, { ...request.body, ip: request.ip });
      reply.header('sessionId', sessionId);
      return { data: { student } };
    },
  );

  app.get(
    '/student/profile',
    {
      onRequest: requireStudent,
      schema: { tags, summary: 'The signed-in student with groups, notifications, courses' },
    },
    async (request) => ({ data: await getProfile(app.ctx, studentOf(request).id) }),
  );

  app.get(
    '/auth/logout',
    {
      onRequest: requireSignedIn,
      schema: { tags, summary: 'End this session', response: { 200: message } },
    },
    async (request) => {
      if (request.sessionTokenHash) await app.ctx.sessions.end(request.sessionTokenHash);
      return { data: { message: 'Log out successfull' } };
    },
  );
};
