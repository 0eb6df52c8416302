import { admissionRoutes, NOTHING_TO_PAY } from '@lms/domain/contract';
import { conflict } from '../../lib/http-error';
import { implement } from '../../plugins/route-registrar';

/**
 * Dues, receipts and payments are not supported yet (docs/COMPATIBILITY.md): the original client's
 * calls get the empty result, nothing due, rather than a 404 its pages do not handle; a payment is
 * refused, as nothing is due.
 */
export const admissionModule = implement(admissionRoutes, {
  due: async () => null,
  receipt: async () => null,
  transactions: async () => [],
  payBySslcommerz: async () => {
    throw conflict(NOTHING_TO_PAY.title, NOTHING_TO_PAY.message);
  },
  payByBkash: async () => {
    throw conflict(NOTHING_TO_PAY.title, NOTHING_TO_PAY.message);
  },
});
