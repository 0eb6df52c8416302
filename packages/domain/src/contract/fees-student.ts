import { z } from 'zod';
import { paymentParams, receiptPdfQuery } from './fees';
import { dueView, receiptView } from './fees-shapes';
import { defineRoutes, student } from './route';

/** The student's own fees in our app: dues, payments, receipts. */
export const feesStudentRoutes = defineRoutes('fees', {
  myFees: {
    method: 'GET',
    path: '/fees/mine',
    access: student,
    summary: "The student's dues (with instalments), payments and receipts",
    data: z.object({
      dues: z.array(dueView),
      receipts: z.array(receiptView),
      /** Owed now, late fees as of today included. */
      duePaisa: z.number(),
      creditPaisa: z.number(),
      /** The message of the hold policy when it holds the student, else null. */
      hold: z.string().nullable(),
    }),
  },
  myReceiptPdf: {
    method: 'GET',
    path: '/fees/receipts/:paymentId/receipt.pdf',
    access: student,
    summary: "One of the student's receipts as a PDF",
    params: paymentParams,
    query: receiptPdfQuery,
    raw: true,
  },
});
