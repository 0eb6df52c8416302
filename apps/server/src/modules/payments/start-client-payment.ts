import type { PaymentProvider } from '@lms/domain';
import type { AppContext } from '../../context';
import { paymentErrors } from './payment-errors';
import { startPayment } from './start-payment';
import { paymentPorts } from './wired-ports';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the original client sends to pay a due (its amount and student are not believed). */
export interface ClientPaymentBody {
  selectedCourse?: string | undefined;
  transaction?: string | null | undefined;
  admission?: string | null | undefined;
}

/**
 * The original client's "Pay with bKash" / "Pay with Others": pays the signed-in student's due of the
 * selected course (the one its `transaction` or `admission` names, else the course's first open due)
 * at the due's amount; the amount, discount and student it sends are ignored. 409 when nothing is due.
 */
export async function startClientPayment(
  ctx: AppContext,
  studentId: string,
  provider: PaymentProvider,
  body: ClientPaymentBody,
  origin: string,
) {
  const courseId = body.selectedCourse && UUID.test(body.selectedCourse) ? body.selectedCourse : undefined;
  const named = [body.transaction, body.admission].filter((ref): ref is string => Boolean(ref));
  const dues = courseId ? await paymentPorts(ctx).outstandingFor(studentId, courseId) : [];
  const due = dues.find((d) => named.includes(d.dueRef)) ?? dues[0];
  if (!due) throw paymentErrors.nothingToPay();
  return startPayment(ctx, { studentId, provider, courseId, dueRef: due.dueRef, origin });
}
