import { judgeOutcome } from '@lms/domain';
import type { AppContext } from '../../context';
import { publicBase } from '../../lib/public-address';
import type { ConfirmInput, GatewayOutcome } from './gateway';
import { insertOrderEvent, lockOrder, type PaymentOrder, updateOrder } from './order-repository';
import { gatewayOf } from './payment-gateways';
import { paymentPorts } from './wired-ports';

/** What brought a gateway's word: the payer's return, the IPN, or reconciliation. */
export type SettleSource = 'callback' | 'return' | 'ipn' | 'reconcile';

/**
 * Settles an order on the gateway's word, once: the order's row is locked, so a callback twice, the
 * IPN and the return in either order, and a reconciliation run at the same moment queue behind one
 * another, and all but the first find the order settled and change nothing. A paid order is recorded
 * in the ledger (the ports) in the same transaction; an answer about another invoice is refused and
 * noted; an amount or currency that differs holds the order with the reason, and so does a payment
 * reported for an order closed as failed or cancelled (`judgeOutcome`).
 */
export async function settleOrder(
  ctx: AppContext,
  orderId: string,
  outcome: GatewayOutcome,
  source: SettleSource,
  detail: Record<string, unknown> = {},
): Promise<PaymentOrder | null> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) return order;
    const judged = judgeOutcome(order, outcome);
    if (judged.verdict === 'stay') return order;
    const now = ctx.now();
    if (judged.verdict === 'refused') {
      await insertOrderEvent(tx, {
        orderId,
        source,
        beforeStatus: order.status,
        afterStatus: order.status,
        detail: { ...detail, refused: judged.reason },
        createdAt: now,
      });
      return order;
    }
    const trxId = 'trxId' in outcome ? outcome.trxId : null;
    if (judged.verdict === 'paid')
      await paymentPorts(ctx).recordPayment(tx, {
        studentId: order.studentId,
        courseId: order.courseId ?? undefined,
        dueId: order.dueRef,
        amountPaisa: order.amountPaisa,
        method: order.provider,
        reference: order.invoice,
        gatewayTrxId: trxId ?? '',
      });
    const change = {
      status: judged.verdict,
      reason: judged.reason,
      gatewayTrxId: trxId ?? order.gatewayTrxId,
      settledAt: now,
      updatedAt: now,
    };
    await updateOrder(tx, orderId, change);
    await insertOrderEvent(tx, {
      orderId,
      source,
      beforeStatus: order.status,
      afterStatus: judged.verdict,
      detail: { ...detail, ...(judged.reason ? { reason: judged.reason } : {}), ...(trxId ? { trxId } : {}) },
      createdAt: now,
    });
    return { ...order, ...change };
  });
}

/**
 * Confirms an order with its gateway (bKash executes, SSLCommerz validates the val_id) and settles it on
 * the answer. A paid or held order is left alone without asking; so is a closed bKash order (execute
 * would move money for it), while a closed SSLCommerz order is still validated: the payer may have paid.
 */
export async function confirmOrder(
  ctx: AppContext,
  order: PaymentOrder,
  input: ConfirmInput,
  source: SettleSource,
  origin?: string,
): Promise<PaymentOrder | null> {
  if (order.status === 'paid' || order.status === 'held') return order;
  if (order.provider === 'bkash' && order.status !== 'pending') return order;
  const outcome = await gatewayOf(ctx, order.provider, publicBase(ctx, origin)).confirm(input);
  return settleOrder(
    ctx,
    order.id,
    outcome,
    source,
    'paymentId' in input ? { paymentId: input.paymentId } : { valId: input.valId },
  );
}

/**
 * Asks the gateway about an order; while it does not know, `fallback` (the payer's own word that
 * they cancelled or failed) decides, when given.
 */
export async function askAndSettle(
  ctx: AppContext,
  order: PaymentOrder,
  source: SettleSource,
  fallback?: GatewayOutcome,
  origin?: string,
): Promise<PaymentOrder | null> {
  if (order.status !== 'pending') return order;
  const asked = await gatewayOf(ctx, order.provider, publicBase(ctx, origin)).status(order);
  const outcome = asked.kind === 'pending' && fallback ? fallback : asked;
  return settleOrder(
    ctx,
    order.id,
    outcome,
    source,
    asked.kind === 'pending' ? { gateway: asked.reason } : {},
  );
}
