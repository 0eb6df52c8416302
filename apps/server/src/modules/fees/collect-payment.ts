import type { CollectInput } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { recordPayment } from './record-payment';

/**
 * POST /staff/fees/payments: money taken at the counter by a staff member, recorded once per form
 * (its `requestKey`; a typed send-money trx id is also once only: the same trx id twice is refused).
 */
export async function collectPayment(ctx: AppContext, staffId: string, input: CollectInput) {
  const reference = input.trxId
    ? `${input.method}:${input.trxId.toUpperCase()}`
    : `counter:${input.requestKey}`;
  const done = await recordPayment(ctx, {
    studentId: input.studentId,
    courseId: input.courseId,
    dueId: input.dueId,
    amountPaisa: input.amountPaisa,
    method: input.method,
    reference,
    gatewayTrxId: input.trxId,
    takenBy: staffId,
  });
  return { receipt: done.receipt, creditPaisa: done.creditPaisa, repeated: done.repeated };
}
