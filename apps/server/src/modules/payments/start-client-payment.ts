import type { PaymentProvider } from '@lms/domain';
import type { AppContext } from '../../context';
import { paymentErrors } from './payment-errors';
import { startPayment } from './start-payment';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the original client sends to pay a due (its amount and student are not believed). */
export interface ClientPaymentBody {
  selectedCourse?: string | undefined;
  transaction?: string | null | undefined;
  admission?: string | null | undefined;
}

/**
 * The original client's "Pay with bKash" / "Pay with Others": pays what the signed-in student owes on
 * the selected course (every open due of it, the total its due call showed) at the server's amount;
 * the amount, discount and student it sends are ignored. 409 when nothing is due.
 */
export async function startClientPayment(
  ctx: AppContext,
  studentId: string,
  provider: PaymentProvider,
  body: ClientPaymentBody,
  origin: string,
) {
  const courseId = body.selectedCourse && UUID.test(body.selectedCourse) ? body.selectedCourse : undefined;
  if (!courseId) throw paymentErrors.nothingToPay();
  return startPayment(ctx, { studentId, provider, courseId, wholeCourse: true, origin });
}
