import { admissionRoutes } from '@lms/domain/contract';
import { implement } from '../../plugins/route-registrar';
import { requestOrigin } from '../payments/payment-gateways';
import { startClientPayment } from '../payments/start-client-payment';

/**
 * Dues and receipts are not supported yet (docs/COMPATIBILITY.md): the original client's calls get the
 * empty result, nothing due, rather than a 404 its pages do not handle. Paying starts a real payment
 * of the course's due through the gateway (docs/PAYMENTS.md).
 */
export const admissionModule = implement(admissionRoutes, {
  due: async () => null,
  receipt: async () => null,
  transactions: async () => [],
  payBySslcommerz: async ({ ctx, principal, body, request }) =>
    (await startClientPayment(ctx, principal.id, 'sslcommerz', body, requestOrigin(request))).redirectUrl,
  payByBkash: async ({ ctx, principal, body, request }) => {
    const started = await startClientPayment(ctx, principal.id, 'bkash', body, requestOrigin(request));
    return { data: { bkashURL: started.redirectUrl, paymentID: started.orderId } };
  },
});
