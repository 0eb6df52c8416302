import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { holdMessage } from './hold-policy';
import { ownReceipt, receiptFile } from './receipt-file';
import { studentAccount } from './student-account';

/** A student's fees page: dues, receipts, what is owed and the hold message (the student's and their guardian's). */
export async function studentFeesPage(ctx: AppContext, studentId: string) {
  const [account, hold] = await Promise.all([studentAccount(ctx, studentId), holdMessage(ctx, studentId)]);
  return { ...account, hold };
}

/** Sends one of a student's receipts as a PDF download; 404 when the payment is not the student's. */
export async function sendStudentReceiptPdf(
  ctx: AppContext,
  reply: FastifyReply,
  input: { studentId: string; paymentId: string; size: 'A5' | 'A4'; lang: 'en' | 'bn' },
) {
  const { studentId, paymentId, ...options } = input;
  const file = await receiptFile(ctx, await ownReceipt(ctx, studentId, paymentId), options);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .send(file.body);
}
