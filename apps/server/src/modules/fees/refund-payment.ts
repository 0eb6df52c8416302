import type { ReceiptView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { insertLedger, unpayDues } from './dues-repository';
import {
  allocationsOf,
  findPayment,
  findReceipt,
  insertRefund,
  paymentByReference,
  reduceAllocation,
  refundMadeWith,
} from './payment-repository';
import { receiptView } from './receipt-view';

/**
 * POST /staff/fees/payments/{paymentId}/refunds: money given back on a payment, at most what is left
 * of it. It comes from the payment's credit first; beyond that it takes back what the payment paid,
 * latest due first, which the student owes again. Once per form: the payment's row is locked, so the
 * same `requestKey` sent again (a double click, a retry) waits for the first and changes nothing.
 */
export async function refundPayment(
  ctx: AppContext,
  staffId: string,
  paymentId: string,
  input: { amountPaisa: number; reason: string; requestKey: string },
): Promise<ReceiptView> {
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const payment = await findPayment(tx, paymentId, true);
    if (!payment) throw notFound('No such payment');
    if ((await refundMadeWith(tx, paymentId, input.requestKey)) !== null) return;
    if (payment.voidedAt) throw conflict('Voided', 'A voided receipt cannot be refunded.');
    const left = payment.amountPaisa - payment.refundedPaisa;
    if (input.amountPaisa > left)
      throw badRequest('Refund too large', `At most ${left} paisa is left on this payment.`);
    const fromCredit = Math.min(payment.creditPaisa, input.amountPaisa);
    let fromDues = input.amountPaisa - fromCredit;
    const back: { dueId: string; amountPaisa: number }[] = [];
    for (const part of await allocationsOf(tx, paymentId)) {
      if (fromDues === 0) break;
      const take = Math.min(part.amountPaisa, fromDues);
      back.push({ dueId: part.dueId, amountPaisa: take });
      await reduceAllocation(tx, paymentId, part.dueId, take);
      fromDues -= take;
    }
    await unpayDues(tx, back);
    const refund = await insertRefund(tx, {
      paymentId,
      amountPaisa: input.amountPaisa,
      fromCredit,
      reason: input.reason,
      by: staffId,
      requestKey: input.requestKey,
      at,
    });
    await insertLedger(
      tx,
      [
        {
          studentId: payment.studentId,
          courseId: payment.courseId,
          kind: 'refund',
          amountPaisa: input.amountPaisa,
          refId: refund.id,
          note: `${payment.serial}: ${input.reason}`,
          staffId,
        },
      ],
      at,
    );
  });
  return receiptView(ctx.db, (await findReceipt(ctx.db, paymentId))!);
}

/**
 * The payment recorded under `reference` (an online order's invoice), what is left to give back of it
 * (0 once voided or all given back), and what the refund made with `requestKey` gave back (null when
 * none was made, or no key is given); null when nothing was recorded.
 */
export async function refundableByReference(
  ctx: Pick<AppContext, 'db'>,
  reference: string,
  requestKey?: string,
): Promise<{ paymentId: string; leftPaisa: number; givenPaisa: number | null } | null> {
  const payment = await paymentByReference(ctx.db, reference);
  if (!payment) return null;
  return {
    paymentId: payment.id,
    leftPaisa: payment.voidedAt ? 0 : payment.amountPaisa - payment.refundedPaisa,
    givenPaisa: requestKey ? await refundMadeWith(ctx.db, payment.id, requestKey) : null,
  };
}
