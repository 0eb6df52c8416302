import type { AppContext } from '../../context';
import { conflict } from '../../lib/http-error';
import { staffPayment } from './list-payments';
import { insertOrderEvent, lockOrder, updateOrder } from './order-repository';
import { paymentErrors } from './payment-errors';
import { paymentPorts } from './wired-ports';

/** The office's decision on a held order. */
export interface HeldDecision {
  action: 'accept' | 'refund';
  /** What the gateway really took (accept); the order's amount when absent. */
  amountPaisa?: number | undefined;
  note: string;
}

/**
 * POST /staff/payments/{orderId}/resolve: a person decides a held order (a risky payment, an amount
 * that differs, a payment after the order was closed). `accept` records the payment in the fees
 * ledger (the order's invoice as its reference, so once) in the transaction that marks the order
 * paid; `refund` marks it to be given back, recording nothing. The order's row is locked, so the same
 * decision sent twice changes nothing the second time; the other decision, or any decision on an order
 * that is not held, is refused (409).
 */
export async function resolveHeldOrder(
  ctx: AppContext,
  staffId: string,
  orderId: string,
  decision: HeldDecision,
) {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw paymentErrors.noSuchPayment();
    const after = decision.action === 'accept' ? 'paid' : 'refund';
    if (order.status === after) return;
    if (order.status !== 'held')
      throw conflict('Not held', `Only a held order can be resolved; this one is ${order.status}.`);
    const amountPaisa = decision.amountPaisa ?? order.amountPaisa;
    if (after === 'paid')
      await paymentPorts(ctx).recordPayment(tx, {
        studentId: order.studentId,
        courseId: order.courseId ?? undefined,
        dueId: order.dueRef,
        amountPaisa,
        method: order.provider,
        reference: order.invoice,
        gatewayTrxId: order.gatewayTrxId ?? '',
      });
    const now = ctx.now();
    await updateOrder(tx, orderId, {
      status: after,
      reason: `${order.reason ?? ''} · ${decision.note}`.replace(/^ · /, ''),
      settledAt: now,
      updatedAt: now,
    });
    await insertOrderEvent(tx, {
      orderId,
      source: 'office',
      beforeStatus: order.status,
      afterStatus: after,
      detail: { staffId, note: decision.note, ...(after === 'paid' ? { amountPaisa } : {}) },
      createdAt: now,
    });
  });
  return staffPayment(ctx, orderId);
}
