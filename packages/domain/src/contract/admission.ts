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
 * Dues, receipts and payment history, which the original student client asks for on My Courses and its
 * receipt page. Not supported yet: each answers the well-formed empty result (nothing due, no
 * receipt, no payments), so those pages show nothing instead of failing. Paying (`/sslcommerz/init`,
 * `/bkash/create`) is never offered, as no due is ever reported.
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
});
