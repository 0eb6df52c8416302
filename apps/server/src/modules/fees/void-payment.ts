import type { ReceiptView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../lib/http-error';
import { insertLedger, unpayDues } from './dues-repository';
import { allocationsOf, findPayment, findReceipt, markVoid } from './payment-repository';
import { receiptView } from './receipt-view';

/**
 * POST /staff/fees/payments/{paymentId}/void: the receipt keeps its serial and shows VOID with the
 * reason and who; what it paid is owed again, and the ledger says so. A refunded payment cannot be
 * voided (its money went back already); voiding twice is refused.
 */
export async function voidPayment(
  ctx: AppContext,
  staffId: string,
  paymentId: string,
  reason: string,
): Promise<ReceiptView> {
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const payment = await findPayment(tx, paymentId, true);
    if (!payment) throw notFound('No such payment');
    if (payment.voidedAt) throw conflict('Voided already', 'This receipt was voided before.');
    if (payment.refundedPaisa > 0)
      throw conflict('Refunded', 'Money was given back on this receipt: it cannot be voided.');
    const parts = await allocationsOf(tx, paymentId);
    await unpayDues(tx, parts);
    await markVoid(tx, paymentId, { at, by: staffId, reason });
    await insertLedger(
      tx,
      [
        {
          studentId: payment.studentId,
          courseId: payment.courseId,
          kind: 'void',
          amountPaisa: payment.amountPaisa,
          refId: paymentId,
          note: `${payment.serial}: ${reason}`,
          staffId,
        },
      ],
      at,
    );
  });
  return receiptView(ctx.db, (await findReceipt(ctx.db, paymentId))!);
}

/** A payment's receipt (the audit log's "before"); undefined when there is none. */
export async function receiptSnapshot(ctx: AppContext, paymentId: string) {
  const row = await findReceipt(ctx.db, paymentId);
  return row && receiptView(ctx.db, row);
}
