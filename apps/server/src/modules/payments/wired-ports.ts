import type { AppContext } from '../../context';
import { outstandingFor } from '../fees/outstanding-for';
import { recordPayment } from '../fees/record-payment';
import { refundableByReference, refundPayment } from '../fees/refund-payment';
import type { OpenDue, PaymentPorts } from './payment-ports';

/** The reference of an order that pays all of a course's open dues (the original client's payment). */
export const courseDueRef = (courseId: string) => `course:${courseId}`;

/**
 * The ports of this context, backed by the fees module: the open dues are the fees dues (late fee of
 * today included), and a settled order is a fees payment recorded in the settling transaction, once
 * per order invoice, with its receipt serial. An order pays its own due (or, for a whole-course order,
 * the course's dues oldest first); what the due no longer needs (paid meanwhile at the counter or by
 * another order) becomes the student's recorded credit, never a second payment of the due.
 */
export function paymentPorts(ctx: AppContext): PaymentPorts {
  return {
    async outstandingFor(studentId, courseId): Promise<OpenDue[]> {
      const { dues } = await outstandingFor(ctx, studentId, courseId);
      return dues.map((d) => ({
        dueRef: d._id,
        courseId: d.courseId,
        amountPaisa: d.openPaisa,
        description: `${d.courseName}: ${d.label}`,
        payNow: d.payNow,
      }));
    },
    async recordPayment(tx, payment) {
      const wholeCourse = payment.dueId?.startsWith('course:');
      return recordPayment(
        ctx,
        {
          studentId: payment.studentId,
          courseId: payment.courseId,
          dueId: wholeCourse ? undefined : payment.dueId,
          whenDueClosed: 'credit',
          amountPaisa: payment.amountPaisa,
          method: payment.method,
          reference: payment.reference,
          gatewayTrxId: payment.gatewayTrxId || undefined,
        },
        tx,
      );
    },
    async refundableOf(reference, requestKey) {
      const payment = await refundableByReference(ctx, reference, requestKey);
      return { leftPaisa: payment?.leftPaisa ?? 0, givenPaisa: payment?.givenPaisa ?? null };
    },
    async recordRefund(staffId, reference, refund) {
      const payment = await refundableByReference(ctx, reference);
      if (payment) await refundPayment(ctx, staffId, payment.paymentId, refund);
    },
  };
}
