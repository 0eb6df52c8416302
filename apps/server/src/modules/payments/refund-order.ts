import type { AppContext } from '../../context';
import { GatewayError, type GatewayRefund } from './gateway';
import { staffPayment } from './list-payments';
import { insertOrderEvent, lockOrder, updateOrder } from './order-repository';
import { paymentErrors } from './payment-errors';
import { gatewayOf, publicBase } from './payment-gateways';

/** The office's refund of an order marked for refund. */
export interface OrderRefund {
  /** What to give back (what the gateway really took, its merchant panel tells); the order's amount when absent. */
  amountPaisa?: number | undefined;
  note: string;
}

/**
 * POST /staff/payments/{orderId}/refund: gives an order marked for refund back through its gateway's
 * refund API (bKash refund, SSLCommerz refund then its status): `refunded`, or `refund_failed` with the
 * gateway's answer. Once: the order's row is locked to claim the call (`refund_started_at`), so a
 * second click while the gateway is asked changes nothing, and one on a refunded or failed order
 * answers it as it is. The gateway is called outside the transaction (it may be this server's
 * simulator); a gateway that does not answer leaves the order marked for refund (502), and asking
 * again is safe (bKash's refund status and SSLCommerz's refe_id, our invoice, find a refund made).
 * A held order's payment was never recorded in the fees ledger, so there is nothing there to reverse.
 */
export async function refundOrder(
  ctx: AppContext,
  staffId: string,
  orderId: string,
  input: OrderRefund,
  origin?: string,
) {
  // A claim older than two gateway time-outs belongs to a call that died: it may be taken again.
  const claimLapse = 2 * ctx.config.PAYMENT_GATEWAY_TIMEOUT_MS + 5_000;
  const claimed = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw paymentErrors.noSuchPayment();
    if (order.status === 'refunded' || order.status === 'refund_failed') return null;
    if (order.status !== 'refund') throw paymentErrors.notMarkedForRefund(order.status);
    const now = ctx.now();
    if (order.refundStartedAt && now.getTime() - order.refundStartedAt.getTime() < claimLapse) return null;
    await updateOrder(tx, orderId, { refundStartedAt: now, updatedAt: now });
    return order;
  });
  if (!claimed) return staffPayment(ctx, orderId);
  const amountPaisa = input.amountPaisa ?? claimed.amountPaisa;
  let answer: GatewayRefund;
  try {
    answer = await gatewayOf(ctx, claimed.provider, publicBase(ctx, origin)).refund({
      invoice: claimed.invoice,
      gatewayRef: claimed.gatewayRef,
      trxId: claimed.gatewayTrxId ?? '',
      amountPaisa,
      reason: input.note,
    });
  } catch (err) {
    await updateOrder(ctx.db, orderId, { refundStartedAt: null });
    if (err instanceof GatewayError) throw paymentErrors.refundUnanswered(err.message);
    throw err;
  }
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order?.status !== 'refund') return;
    const after = answer.kind === 'refunded' ? 'refunded' : 'refund_failed';
    const said = answer.kind === 'refunded' ? answer.detail : answer.reason;
    const now = ctx.now();
    await updateOrder(tx, orderId, {
      status: after,
      reason: `${order.reason ?? ''} · ${input.note} · ${said}`.replace(/^ · /, ''),
      refundRef: answer.kind === 'refunded' ? answer.refundRef : null,
      updatedAt: now,
    });
    await insertOrderEvent(tx, {
      orderId,
      source: 'office',
      beforeStatus: order.status,
      afterStatus: after,
      detail: { staffId, note: input.note, amountPaisa, gateway: said },
      createdAt: now,
    });
  });
  return staffPayment(ctx, orderId);
}
