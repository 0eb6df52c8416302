import { feesStudentRoutes } from '@lms/domain/contract';
import { implement } from '../../plugins/route-registrar';
import { holdMessage } from './hold-policy';
import { ownReceipt, receiptFile } from './receipt-file';
import { studentAccount } from './student-account';

/** The student's own fees in our app: dues, payments, receipts (PDF). */
export const feesStudentModule = implement(feesStudentRoutes, {
  myFees: async ({ ctx, principal }) => {
    const [account, hold] = await Promise.all([
      studentAccount(ctx, principal.id),
      holdMessage(ctx, principal.id),
    ]);
    return { ...account, hold };
  },
  myReceiptPdf: async ({ ctx, principal, params, query, reply }) => {
    const file = await receiptFile(ctx, await ownReceipt(ctx, principal.id, params.paymentId), query);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .send(file.body);
  },
});
