import { feesStudentRoutes } from '@lms/domain/contract';
import { implement } from '../../plugins/route-registrar';
import { sendStudentReceiptPdf, studentFeesPage } from './student-fees-page';

/** The student's own fees in our app: dues, payments, receipts (PDF). */
export const feesStudentModule = implement(feesStudentRoutes, {
  myFees: async ({ ctx, principal }) => studentFeesPage(ctx, principal.id),
  myReceiptPdf: async ({ ctx, principal, params, query, reply }) =>
    sendStudentReceiptPdf(ctx, reply, { studentId: principal.id, paymentId: params.paymentId, ...query }),
});
