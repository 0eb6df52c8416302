import type { PaymentStatus } from '@lms/domain';
import type { AppContext } from '../../context';
import { orderView } from './get-payment';
import { listOrdersWithStudents, type PaymentOrder } from './order-repository';
import { paymentErrors } from './payment-errors';

/** What the office sees unless it asks for one status: the orders that need a look. */
const NEEDING_A_LOOK: PaymentStatus[] = ['pending', 'failed', 'held', 'refund', 'refund_failed'];

/** Orders for the office, newest first: one status, or those needing a look. */
export async function listPayments(
  ctx: AppContext,
  query: { status?: PaymentStatus | undefined; before?: string | undefined; limit: number },
) {
  const rows = await listOrdersWithStudents(ctx.db, {
    statuses: query.status ? [query.status] : NEEDING_A_LOOK,
    before: query.before ? new Date(query.before) : undefined,
    limit: query.limit,
  });
  return rows.map(staffRow);
}

/** An order as the office's list shows it: the order and its student. */
export function staffRow({
  order,
  studentName,
  sid,
}: {
  order: PaymentOrder;
  studentName: string;
  sid: string;
}) {
  return {
    ...orderView(order),
    studentId: order.studentId,
    studentName,
    sid,
    courseId: order.courseId,
    dueRef: order.dueRef,
  };
}

/** One order as the office's list shows it; 404 when there is none. */
export async function staffPayment(ctx: AppContext, orderId: string) {
  const [row] = await listOrdersWithStudents(ctx.db, { orderId, limit: 1 });
  if (!row) throw paymentErrors.noSuchPayment();
  return staffRow(row);
}
