import { paymentRoutes } from '@lms/domain/contract';
import { badRequest } from '../../lib/http-error';
import { requestOrigin } from '../../lib/public-address';
import { implement } from '../../plugins/route-registrar';
import { recordBefore } from '../audit/audit-trail';
import { readForm } from './form-body';
import { getPayment } from './get-payment';
import { handleBkashCallback, handleSslIpn, handleSslReturn } from './handle-returns';
import { listPayments, staffPayment } from './list-payments';
import { refundOrder } from './refund-order';
import { resolveHeldOrder } from './resolve-held-order';
import { startPayment } from './start-payment';

/** Online payments: start, the gateways' returns and IPN, the student's order, the office's list. */
export const paymentModule = implement(paymentRoutes, {
  startPayment: async ({ ctx, principal, body, request }) =>
    startPayment(ctx, { ...body, studentId: principal.id, origin: requestOrigin(request) }),
  getPayment: async ({ ctx, principal, params }) => getPayment(ctx, principal.id, params.orderId),
  bkashCallback: async ({ ctx, query, request, reply }) =>
    reply.redirect(await handleBkashCallback(ctx, query, requestOrigin(request)), 303),
  sslcommerzReturn: async ({ ctx, params, request, reply }) =>
    reply.redirect(
      await handleSslReturn(ctx, params.result, await readForm(request), requestOrigin(request)),
      303,
    ),
  sslcommerzIpn: async ({ ctx, request, reply }) => {
    const taken = await handleSslIpn(ctx, await readForm(request));
    if (!taken) throw badRequest('IPN refused', 'Its signature does not verify.');
    return reply.type('text/plain').send('IPN received');
  },
  resolveHeld: async ({ ctx, principal, params, body, request }) => {
    await recordBefore(request, () => staffPayment(ctx, params.orderId));
    return resolveHeldOrder(ctx, principal.id, params.orderId, body);
  },
  refundOrder: async ({ ctx, principal, params, body, request }) => {
    await recordBefore(request, () => staffPayment(ctx, params.orderId));
    return refundOrder(ctx, principal.id, params.orderId, body, requestOrigin(request));
  },
  staffPayments: async ({ ctx, query }) => listPayments(ctx, query),
});
