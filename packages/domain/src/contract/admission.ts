import { z } from 'zod';
import { id, selfId } from './common';
import { defineRoutes, student } from './route';

/**
 * The body of the original client's admission calls: its student's and a course's id. The student is
 * always the caller (another student's id is refused with 403); without a course nothing is found.
 */
export const dueQueryBody = z.object({
  /** The profile's `_id` (the caller's own). */
  student: selfId,
  /** A course's `_id`. */
  course: id.optional(),
});

/** C44: what is due on a course, in taka as the original client shows it (`{due_amount} BDT`). */
export const admissionDueView = z.object({
  /** What is owed now on the course, in taka (two decimals at most). */
  due_amount: z.number(),
  /** The oldest open due's id: sent back when paying. */
  transaction: z.string().nullable(),
  /** The course the dues are on: sent back when paying. */
  admission: z.string(),
});

/** C45: the money receipt of a course, the props of the original client's receipt page. Amounts in taka. */
export const admissionReceiptView = z.object({
  studentName: z.string(),
  /** The latest receipt's serial ("" before any payment). */
  serialNo: z.string(),
  /** The latest payment's time (ISO), or the admission day. */
  date: z.string(),
  /** The student's roll. */
  programCode: z.string(),
  branch: z.string(),
  /** The student's groups of the course. */
  assignedBatch: z.string(),
  batchDay: z.string(),
  batchTime: z.string(),
  books: z.array(z.never()),
  enrolledCourse: z.string(),
  /** Everything the course's dues came to (late fees included). */
  amount: z.number(),
  discount: z.number(),
  appliedDiscount: z.number(),
  couponCode: z.null(),
  /** Received on the course, voided receipts and refunds left out. */
  paid: z.number(),
  receivedAmount: z.number(),
  dueAmount: z.number(),
  /** The next open due's day, day-month-year ("" when nothing is owed). */
  dueDate: z.string(),
  /** `paid` in words; the page appends "Taka Only". */
  amountInWords: z.string(),
  method: z.string(),
  trxID: z.string(),
});

/** C45: one payment as the receipt page's table reads it. */
export const admissionTransactionView = z.object({
  _id: z.string(),
  /** The receipt serial. */
  serialNo: z.string(),
  transaction: z.object({
    /** In taka. */
    amount: z.number(),
    paymentMethod: z.string(),
    trxID: z.string().nullable(),
    /** ISO time. */
    executeTime: z.string(),
  }),
});

/**
 * The body of the original client's payment calls (SSLCommerz and bKash), sent only after a due was
 * reported. Only `selectedCourse` and `transaction`/`admission` (which due) are read: the amount is the
 * due's and the student the session's, so the other fields are taken as they come and only bounded.
 */
export const paymentBody = z.object({
  /** The amount the student would pay. */
  amount: z.union([z.number(), z.string().max(30)]).optional(),
  discount: z.union([z.number(), z.string().max(30)]).optional(),
  init: z.union([z.number(), z.string().max(30), z.boolean()]).optional(),
  /** `full` in the original client. */
  paymentType: z.string().max(30).optional(),
  transaction: z.string().max(100).nullable().optional(),
  admission: z.string().max(100).nullable().optional(),
  /** The profile's `_id`. */
  student: z.string().max(100).optional(),
  /** A course's `_id`. */
  selectedCourse: z.string().max(100).optional(),
  name: z.string().max(200).optional(),
  phone: z.string().max(30).optional(),
});

/** What a payment call is refused with while dues are not supported: nothing is due, so nothing is paid. */
export const NOTHING_TO_PAY = {
  title: 'Nothing to pay',
  message: 'Nothing is due on this course. Online payment is not available; please ask the office.',
} as const;

/**
 * Dues, receipts and payment history, which the original student client asks for on My Courses and its
 * receipt page, from the student's real fees (null / empty when there is nothing). Paying
 * (`/sslcommerz/init`, `/bkash/create`) starts a real payment of the course's open due at the due's
 * amount, answered 409 with `NOTHING_TO_PAY` when nothing is due (the client's error path, never a
 * redirect).
 */
export const admissionRoutes = defineRoutes('admission', {
  due: {
    method: 'POST',
    path: '/admission/due/data',
    access: student,
    summary: 'What the student owes on a course (null when nothing is due)',
    body: dueQueryBody,
    data: admissionDueView.nullable(),
  },
  receipt: {
    method: 'POST',
    path: '/admission/receipt/data',
    access: student,
    summary: "The student's money receipt of a course (null when the course has no dues or payments)",
    body: dueQueryBody,
    data: admissionReceiptView.nullable(),
  },
  transactions: {
    method: 'POST',
    path: '/admission/transactions/data',
    access: student,
    summary: "The student's payments for a course, oldest first (voided ones left out)",
    body: dueQueryBody,
    data: z.array(admissionTransactionView),
  },
  payBySslcommerz: {
    method: 'POST',
    path: '/sslcommerz/init',
    access: student,
    summary:
      "Start paying the course's due through SSLCommerz: `data` is the gateway page (409 when nothing is due)",
    body: paymentBody,
    /** The SSLCommerz page to send the student to. */
    data: z.string(),
  },
  payByBkash: {
    method: 'POST',
    path: '/bkash/create',
    access: student,
    summary:
      "Start paying the course's due through bKash: `data.data.bkashURL` is bKash's page (409 when nothing is due)",
    body: paymentBody,
    /** bKash's page to send the student to (the client reads `data.data.bkashURL`), and our order's id. */
    data: z.object({ data: z.object({ bkashURL: z.string(), paymentID: z.string() }) }),
  },
});
