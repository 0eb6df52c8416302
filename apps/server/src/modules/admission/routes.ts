import { admissionRoutes } from '@lms/domain/contract';
import { implement } from '../../plugins/route-registrar';

/**
 * Dues, receipts and payments are not supported yet (docs/COMPATIBILITY.md): the original client's
 * calls get the empty result, nothing due, rather than a 404 its pages do not handle.
 */
export const admissionModule = implement(admissionRoutes, {
  due: async () => null,
  receipt: async () => null,
  transactions: async () => [],
});
