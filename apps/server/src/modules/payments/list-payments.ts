import type { PaymentStatus } from '@lms/domain';
import type { AppContext } from '../../context';
import { orderView } from './get-payment';
import { listOrdersWithStudents } from './order-repository';

/** What the office sees unless it asks for one status: the orders that need a look. */
const NEEDING_A_LOOK: PaymentStatus[] = ['pending', 'failed', 'held'];

/** Orders for the office, newest first: one status, or pending, failed and held. */
export async function listPayments(
  ctx: AppContext,
  query: { status?: PaymentStatus | undefined; before?: string | undefined; limit: number },
) {
  const rows = await listOrdersWithStudents(ctx.db, {
    statuses: query.status ? [query.status] : NEEDING_A_LOOK,
    before: query.before ? new Date(query.before) : undefined,
    limit: query.limit,
  });
  return rows.map(({ order, studentName, sid }) => ({
    ...orderView(order),
    studentId: order.studentId,
    studentName,
    sid,
    courseId: order.courseId,
    dueRef: order.dueRef,
  }));
}
