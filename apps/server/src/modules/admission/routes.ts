import { admissionRoutes, NOTHING_TO_PAY } from '@lms/domain/contract';
import { conflict, forbidden } from '../../lib/http-error';
import { implement } from '../../plugins/route-registrar';
import { admissionDue, admissionReceipt, admissionTransactions } from '../fees/original-client-fees';

/** The body's student must be the caller: a student reads only their own dues. */
function own(principalId: string, student: string | undefined): string {
  if (student && student !== principalId)
    throw forbidden('Not your account', 'You can only see your own fees.');
  return principalId;
}

/**
 * The original client's dues, receipt and payments calls, answered from the student's real fees
 * (docs/FEES.md). Paying online is refused until the gateways are joined: nothing is charged here.
 */
export const admissionModule = implement(admissionRoutes, {
  due: async ({ ctx, principal, body }) => admissionDue(ctx, own(principal.id, body.student), body.course),
  receipt: async ({ ctx, principal, body }) =>
    admissionReceipt(ctx, own(principal.id, body.student), body.course),
  transactions: async ({ ctx, principal, body }) =>
    admissionTransactions(ctx, own(principal.id, body.student), body.course),
  payBySslcommerz: async () => {
    throw conflict(NOTHING_TO_PAY.title, NOTHING_TO_PAY.message);
  },
  payByBkash: async () => {
    throw conflict(NOTHING_TO_PAY.title, NOTHING_TO_PAY.message);
  },
});
