import type { AppContext } from '../../context';
import { insertDemoDue, insertDemoSettlement, listOpenDemoDues } from './demo-settlement-repository';
import type { OpenDue, PaymentPorts } from './payment-ports';

/** The amount of the demo's dues: 1,500.00 BDT. */
export const DEMO_DUE_PAISA = 150_000;

/** The reference of a student's demo due of a course. */
export const demoDueRef = (studentId: string, courseId: string) => `demo-due:${studentId}:${courseId}`;

/**
 * DEMO ONLY, replaced when the fees ledger is joined: the dues are rows of `payment_demo_dues` (the
 * demo seed gives the demo student one; tests add their own), open until a payment of them is settled,
 * and a settled payment is a row of `payment_demo_settlements` (one per order invoice, so a payment
 * recorded twice would show).
 */
export function demoPaymentPorts(ctx: AppContext): PaymentPorts {
  return {
    async outstandingFor(studentId, courseId): Promise<OpenDue[]> {
      const dues = await listOpenDemoDues(ctx.db, studentId, courseId);
      return dues.map((d) => ({
        dueRef: d.dueRef,
        courseId: d.courseId,
        amountPaisa: d.amountPaisa,
        description: d.description,
      }));
    },
    async recordPayment(tx, payment) {
      return insertDemoSettlement(tx, {
        reference: payment.reference,
        studentId: payment.studentId,
        courseId: payment.courseId ?? null,
        dueRef: payment.dueId ?? '',
        amountPaisa: payment.amountPaisa,
        method: payment.method,
        gatewayTrxId: payment.gatewayTrxId,
        createdAt: ctx.now(),
      });
    },
  };
}

/** DEMO ONLY: gives a student a demo due of 1,500.00 BDT on a course (the seed and the tests). */
export async function addDemoDue(ctx: AppContext, studentId: string, courseId: string, description: string) {
  const dueRef = demoDueRef(studentId, courseId);
  await insertDemoDue(ctx.db, { dueRef, studentId, courseId, amountPaisa: DEMO_DUE_PAISA, description });
  return dueRef;
}
