import { z } from 'zod';
import { defineRoutes, student } from './route';

/**
 * The body of the original client's admission calls: its student's and a course's id. Dues, receipts
 * and payments are not supported yet: nothing is looked up, so any text is taken.
 */
export const dueQueryBody = z.object({
  /** The profile's `_id`. */
  student: z.string().max(100).optional(),
  /** A course's `_id`. */
  course: z.string().max(100).optional(),
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
 * receipt page. Not supported yet: each answers the well-formed empty result (nothing due, no
 * receipt, no payments), so those pages show nothing instead of failing. Paying (`/sslcommerz/init`,
 * `/bkash/create`) starts a real payment of the course's open due at the due's amount, answered 409
 * with `NOTHING_TO_PAY` when nothing is due (the client's error path, never a redirect).
 */
export const admissionRoutes = defineRoutes('admission', {
  due: {
    method: 'POST',
    path: '/admission/due/data',
    access: student,
    summary: "A course's due for the student (not supported yet: always null, nothing due)",
    body: dueQueryBody,
    data: z.null(),
  },
  receipt: {
    method: 'POST',
    path: '/admission/receipt/data',
    access: student,
    summary: "The student's admission receipt of a course (not supported yet: always null)",
    body: dueQueryBody,
    data: z.null(),
  },
  transactions: {
    method: 'POST',
    path: '/admission/transactions/data',
    access: student,
    summary: "The student's payments for a course (not supported yet: always empty)",
    body: dueQueryBody,
    data: z.array(z.never()),
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
