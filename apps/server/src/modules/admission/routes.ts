import { admissionRoutes } from '@lms/domain/contract';
import { forbidden } from '../../lib/http-error';
import { requestOrigin } from '../../lib/public-address';
import { implement } from '../../plugins/route-registrar';
import { admissionDue, admissionReceipt, admissionTransactions } from '../fees/original-client-fees';
import { startClientPayment } from '../payments/start-client-payment';

/** The body's student must be the caller: a student reads only their own dues. */
function own(principalId: string, student: string | undefined): string {
  if (student && student !== principalId)
    throw forbidden('Not your account', 'You can only see your own fees.');
  return principalId;
}

/**
 * The original client's dues, receipt and payments calls, answered from the student's real fees
 * (docs/FEES.md). Paying starts a real payment of the course's due through the gateway
 * (docs/PAYMENTS.md).
 */
export const admissionModule = implement(admissionRoutes, {
  due: async ({ ctx, principal, body }) => admissionDue(ctx, own(principal.id, body.student), body.course),
  receipt: async ({ ctx, principal, body }) =>
    admissionReceipt(ctx, own(principal.id, body.student), body.course),
  transactions: async ({ ctx, principal, body }) =>
    admissionTransactions(ctx, own(principal.id, body.student), body.course),
  payBySslcommerz: async ({ ctx, principal, body, request }) =>
    (await startClientPayment(ctx, principal.id, 'sslcommerz', body, requestOrigin(request))).redirectUrl,
  payByBkash: async ({ ctx, principal, body, request }) => {
    const started = await startClientPayment(ctx, principal.id, 'bkash', body, requestOrigin(request));
    return { data: { bkashURL: started.redirectUrl, paymentID: started.orderId } };
  },
});
