import type { AppContext } from '../../context';
import type { PaymentOrder } from './order-repository';
import { findOrder } from './order-repository';
import { paymentErrors } from './payment-errors';

/** An order as the API shows it. */
export function orderView(order: PaymentOrder) {
  return {
    orderId: order.id,
    invoice: order.invoice,
    provider: order.provider,
    status: order.status,
    amountPaisa: order.amountPaisa,
    currency: order.currency,
    gatewayTrxId: order.gatewayTrxId,
    reason: order.reason,
    createdAt: order.createdAt.toISOString(),
    settledAt: order.settledAt?.toISOString() ?? null,
    refundRef: order.refundRef,
  };
}

/** One of the student's own orders; 404 for another's (or none). */
export async function getPayment(ctx: AppContext, studentId: string, orderId: string) {
  const order = await findOrder(ctx.db, orderId);
  if (!order || order.studentId !== studentId) throw paymentErrors.noSuchPayment();
  return orderView(order);
}
