import { guardianRoutes } from '@lms/domain/contract';
import { addressLimit } from '../../lib/address-limit';
import { implement, routeLimits } from '../../plugins/route-registrar';
import { logout } from '../account/logout';
import { getResult } from '../exams/results/get-result';
import { sendStudentReceiptPdf, studentFeesPage } from '../fees/student-fees-page';
import { listNotifications } from '../notifications/list-notifications';
import { getScoreboard } from '../scoreboard/get-scoreboard';
import { childOf, guardianView } from './list-children';
import { requestGuardianCode } from './request-guardian-code';
import { signInGuardian } from './sign-in-guardian';

/**
 * A guardian's view: sign-in by code, then each child's pages, read-only. Every per-child route checks
 * the child is the guardian's and then calls the student's own use case with the child's id.
 */
export const guardianModule = implement(guardianRoutes, {
  requestCode: async ({ ctx, body, request }) =>
    requestGuardianCode(ctx, { phone: body.phone, log: request.log }),
  signIn: async ({ ctx, body, request, reply }) => {
    const { guardian, sessionId } = await signInGuardian(ctx, { ...body, ip: request.ip });
    reply.header('sessionId', sessionId);
    return guardian;
  },
  me: async ({ ctx, principal }) => guardianView(ctx, principal.phone),
  logout: async ({ ctx, request }) => logout(ctx, request.sessionTokenHash),
  scoreboard: async ({ ctx, principal, params, query }) =>
    getScoreboard(ctx, await childOf(ctx, principal, params.studentId), query),
  result: async ({ ctx, principal, params }) =>
    getResult(ctx, await childOf(ctx, principal, params.studentId), params.examId, params.groupId),
  fees: async ({ ctx, principal, params }) =>
    studentFeesPage(ctx, await childOf(ctx, principal, params.studentId)),
  receiptPdf: async ({ ctx, principal, params, query, reply }) =>
    sendStudentReceiptPdf(ctx, reply, {
      studentId: await childOf(ctx, principal, params.studentId),
      paymentId: params.paymentId,
      ...query,
    }),
  notices: async ({ ctx, principal, params }) =>
    listNotifications(ctx.db, await childOf(ctx, principal, params.studentId), 'notice'),
});

// Per address, as the student's codes and sign-in; the per-number lockouts are in lib/sign-in-guard.
guardianModule.limits = routeLimits(guardianRoutes, {
  requestCode: addressLimit('guardian-code', 30, 3600, 'Too many code requests'),
  signIn: addressLimit('guardian-sign-in', 60, 900, 'Too many sign-in attempts'),
});
