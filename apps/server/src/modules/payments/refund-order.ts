import type { AppContext } from '../../context';
import { publicBase } from '../../lib/public-address';
import { GatewayError, type GatewayRefund } from './gateway';
import { staffPayment } from './list-payments';
import { insertOrderEvent, lockOrder, updateOrder } from './order-repository';
import { paymentErrors } from './payment-errors';
import { gatewayOf } from './payment-gateways';
import type { PaymentPorts } from './payment-ports';
import { paymentPorts } from './wired-ports';

/** The office's refund of an order marked for refund. */
export interface OrderRefund {
  /** What to give back (what the gateway really took, its merchant panel tells); the order's amount when absent. */
  amountPaisa?: number | undefined;
  note: string;
}

/**
 * POST /staff/payments/{orderId}/refund: gives an order marked for refund, or a paid one, back through
 * its gateway's refund API (bKash refund, SSLCommerz refund then its status): `refunded`, or `refund_failed` with the
 * gateway's answer. Once: the order's row is locked to claim the call (`refund_started_at`), so a
 * second click while the gateway is asked changes nothing, and one on a refunded or failed order
 * answers it as it is. The gateway is called outside the transaction (it may be this server's
 * simulator); a gateway that does not answer leaves the order marked for refund (502), and asking
 * again is safe (bKash's refund status and SSLCommerz's refe_id, our invoice, find a refund made).
 * A paid order's payment is in the fees ledger: at most what is left of it is given back, and the
 * refund is recorded there once (the fees refund, keyed by the order). A held order's payment was never
 * recorded, so there is nothing to reverse. One gateway refund per order.
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
  const ports = paymentPorts(ctx);
  const claimed = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw paymentErrors.noSuchPayment();
    if (order.status === 'refunded' || order.status === 'refund_failed') return null;
    if (order.status !== 'refund' && order.status !== 'paid')
      throw paymentErrors.notMarkedForRefund(order.status);
    const now = ctx.now();
    if (order.refundStartedAt && now.getTime() - order.refundStartedAt.getTime() < claimLapse) return null;
    // The claim is bookkeeping, not a change of the order: its `updated_at` moves only with its status.
    await updateOrder(tx, orderId, { refundStartedAt: now });
    return order;
  });
  if (!claimed) return staffPayment(ctx, orderId);
  // What may go back is read only by the claim's holder: read before the claim, a second click could
  // find the first click's refund in the ledger before its order moved, and refuse it.
  const requestKey = `gateway-refund:${orderId}`;
  let amountPaisa: number;
  let answer: GatewayRefund;
  try {
    amountPaisa = await amountToRefund(ports, claimed, input, requestKey);
    answer = await gatewayOf(ctx, claimed.provider, publicBase(ctx, origin)).refund({
      invoice: claimed.invoice,
      gatewayRef: claimed.gatewayRef,
      trxId: claimed.gatewayTrxId ?? '',
      amountPaisa,
      reason: input.note,
    });
  } catch (err) {
    // Refused before the gateway, or the gateway did not answer: the claim is given up.
    await updateOrder(ctx.db, orderId, { refundStartedAt: null });
    if (err instanceof GatewayError) throw paymentErrors.refundUnanswered(err.message);
    throw err;
  }
  // Given back: the fees ledger records it first, once (its key is the order), then the order moves; a
  // call that dies between is asked again and finds both the gateway's refund and the ledger's.
  if (claimed.status === 'paid' && answer.kind === 'refunded')
    await ports.recordRefund(staffId, claimed.invoice, {
      amountPaisa,
      reason: input.note,
      requestKey,
    });
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order?.status !== claimed.status) return;
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

/**
 * What the claimed order's refund gives back. A paid order's payment is in the fees ledger: at most
 * what is left of it (the fees refund checks it again under its own lock). When the ledger already
 * holds this order's refund, a call before got the gateway's refund and died before the order moved:
 * the same amount is asked again (the gateway answers the refund it made) and the order is finished.
 */
async function amountToRefund(
  ports: PaymentPorts,
  order: { status: string; invoice: string; amountPaisa: number },
  input: OrderRefund,
  requestKey: string,
): Promise<number> {
  if (order.status !== 'paid') return input.amountPaisa ?? order.amountPaisa;
  const { leftPaisa, givenPaisa } = await ports.refundableOf(order.invoice, requestKey);
  if (givenPaisa !== null) return givenPaisa;
  if (leftPaisa === 0) throw paymentErrors.nothingToRefund();
  const amountPaisa = input.amountPaisa ?? leftPaisa;
  if (amountPaisa > leftPaisa) throw paymentErrors.refundTooLarge(leftPaisa);
  return amountPaisa;
}
