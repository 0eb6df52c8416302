import { paisaToTaka } from '@lms/domain';
import type { AppContext } from '../context';
import { outstandingFor } from '../modules/fees/outstanding-for';
import { insertOrder, insertOrderEvent } from '../modules/payments/order-repository';
import { insertSimulatedPayment } from '../modules/payments/simulator/simulator-repository';

const HOUR_MS = 3_600_000;

/**
 * A held online payment for the office to decide in the console's Online payments (accept it at what
 * bKash took, or mark it for refund): one of the demo's defaulters paid their admission fee by bKash
 * an hour ago, and bKash reports 500.00 taka taken for the 1,000.00 order. The payment simulator holds
 * the same payment (completed, 500.00 taken), so once it is marked for refund the console's Refund
 * gives it back through the simulated bKash: 500.00 is refunded, the order's whole 1,000.00 is refused.
 */
export async function seedDemoHeldPayment(ctx: AppContext, studentId: string | undefined) {
  if (!studentId) return;
  const [due] = (await outstandingFor(ctx, studentId)).dues;
  if (!due) return;
  const at = new Date(ctx.now().getTime() - HOUR_MS);
  const reason = `amount differs: the gateway charged 50000 paisa BDT, the order is ${due.openPaisa} paisa BDT`;
  const order = await insertOrder(ctx.db, {
    invoice: 'INVDEMOHELD0001',
    studentId,
    courseId: due.courseId,
    dueRef: due._id,
    amountPaisa: due.openPaisa,
    currency: 'BDT',
    provider: 'bkash',
    status: 'held',
    gatewayRef: 'TR0011DEMOHELD',
    gatewayTrxId: 'DEMO7H3LD9',
    reason,
    createdAt: at,
    updatedAt: at,
    settledAt: at,
  });
  await insertSimulatedPayment(ctx.db, {
    id: 'TR0011DEMOHELD',
    provider: 'bkash',
    invoice: 'INVDEMOHELD0001',
    amount: paisaToTaka(due.openPaisa),
    paidAmount: '500.00',
    currency: 'BDT',
    urls: { payerReference: 'demo' },
    status: 'Completed',
    trxId: 'DEMO7H3LD9',
    createdAt: at,
    updatedAt: at,
  });
  await insertOrderEvent(ctx.db, {
    orderId: order.id,
    source: 'callback',
    beforeStatus: 'pending',
    afterStatus: 'held',
    detail: { reason, trxId: 'DEMO7H3LD9' },
    createdAt: at,
  });
}
