import { z } from 'zod';
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '../payments/status';
import { id, text } from './common';
import { positivePaisa } from './fees-shapes';
import { anyone, defineRoutes, staff, student } from './route';

/** What the student starts paying: a due (as the dues list names it) of a course, through a gateway. */
export const startPaymentBody = z.object({
  /** bKash or SSLCommerz (cards, banks, other wallets). */
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The due to pay, as the student's dues list gives it; without it, the course's first open due. */
  dueRef: z.string().trim().min(1).max(200).optional(),
  /** The course whose due is paid. */
  courseId: id.optional(),
  /** Pays every open due of `courseId` in one order, at their total (My Courses' Pay button). */
  wholeCourse: z.boolean().optional(),
});

/** A payment started: where to send the student (the gateway's page). */
export const startedPayment = z.object({
  orderId: id,
  /** Our invoice number, shown on the gateway's page and the receipt. */
  invoice: z.string(),
  /** What is charged, in paisa: the due's amount, never one the client sent. */
  amountPaisa: z.number().int(),
  /** The gateway's page. */
  redirectUrl: z.string(),
});

/** One payment order as its student sees it (the result page). */
export const paymentOrderView = z.object({
  orderId: id,
  invoice: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(PAYMENT_STATUSES),
  amountPaisa: z.number().int(),
  currency: z.string(),
  /** The gateway's transaction id once paid. */
  gatewayTrxId: z.string().nullable(),
  /** Why the order failed or is held. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  /** The gateway's id of the refund, once given back (bKash refundTrxID, SSLCommerz refund_ref_id). */
  refundRef: z.string().nullable(),
});

/** One payment order as its student sees it. */
export type PaymentOrderView = z.output<typeof paymentOrderView>;

/** One order in the office's list: the order and its student. */
export const staffPaymentRow = paymentOrderView.extend({
  studentId: id,
  studentName: z.string(),
  /** The student's roll/registration id. */
  sid: z.string(),
  courseId: id.nullable(),
  dueRef: z.string(),
});

/** One order in the office's list. */
export type StaffPaymentRow = z.output<typeof staffPaymentRow>;

/** The office's filter: orders in these states (default: pending, failed, held, to be refunded and refund failed). */
export const staffPaymentsQuery = z.object({
  status: z.enum(PAYMENT_STATUSES).optional(),
  /** Orders created before this one's time (the next page). */
  before: z.iso.datetime().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** The office's decision on a held order. */
export const resolveHeldBody = z.object({
  /** `accept`: record the payment (once) and pay the due; `refund`: mark it to be given back. */
  action: z.enum(['accept', 'refund']),
  /**
   * For `accept`: what the gateway really took, in paisa, as its merchant panel shows (default: the
   * order's amount). Beyond the due it is the student's credit.
   */
  amountPaisa: positivePaisa.optional(),
  /** Why: kept with the order's history and in the audit log. */
  note: text(300),
});

/** The office's refund, through the gateway, of an order marked for refund or a paid one. */
export const refundOrderBody = z.object({
  /**
   * What to give back, in paisa (default: a held order's amount, as the merchant panel shows it taken;
   * for a paid order, what is left of its recorded payment).
   */
  amountPaisa: positivePaisa.optional(),
  /** Why: sent to the gateway as the refund's reason, kept with the order's history and in the audit log. */
  note: text(255),
});

/** The order named in the path. */
export const paymentOrderParams = z.object({ orderId: id });

/** bKash's return to us: `?paymentID=…&status=success|failure|cancel` (it proves nothing by itself). */
export const bkashCallbackQuery = z.object({
  paymentID: z.string().max(200).optional(),
  status: z.string().max(50).optional(),
});

/** Which of SSLCommerz's returns the payer came back through. */
export const sslReturnParams = z.object({ result: z.enum(['success', 'fail', 'cancel']) });

/** Where a payment's return pages send the student: the student app's result page. */
export const PAYMENT_RESULT_PATH = '/payments/result';

/**
 * Online payments of dues through bKash and SSLCommerz. The student starts a payment of a due (the
 * server takes the amount from the due) and is sent to the gateway; the gateway sends them back to a
 * return route here, which verifies with the gateway (bKash execute, SSLCommerz validation) and sends
 * them on to the student app's result page; SSLCommerz's IPN is verified the same way. An order is
 * settled once, whatever arrives twice or in which order. The office sees pending, failed and held
 * orders.
 */
export const paymentRoutes = defineRoutes('payments', {
  startPayment: {
    method: 'POST',
    path: '/payments',
    access: student,
    summary: 'Start paying a due through a gateway; answers the gateway page to send the student to',
    body: startPaymentBody,
    data: startedPayment,
  },
  getPayment: {
    method: 'GET',
    path: '/payments/:orderId',
    access: student,
    summary: "One of the student's own payment orders (the result page)",
    params: paymentOrderParams,
    data: paymentOrderView,
  },
  bkashCallback: {
    method: 'GET',
    path: '/payments/bkash/callback',
    access: anyone,
    summary: "bKash's return: executes the payment, then sends the payer to the result page",
    query: bkashCallbackQuery,
    raw: true,
  },
  sslcommerzReturn: {
    method: 'POST',
    path: '/payments/sslcommerz/return/:result',
    access: anyone,
    summary:
      "SSLCommerz's success, fail and cancel returns: validated, then the payer goes to the result page",
    params: sslReturnParams,
    raw: true,
    streamBody: true,
  },
  sslcommerzIpn: {
    method: 'POST',
    path: '/payments/sslcommerz/ipn',
    access: anyone,
    summary: "SSLCommerz's IPN: the val_id is validated with SSLCommerz before anything is settled",
    raw: true,
    streamBody: true,
  },
  resolveHeld: {
    method: 'POST',
    path: '/staff/payments/:orderId/resolve',
    access: staff('accountant'),
    summary: 'Resolve a held order: accept (records the payment once, the due drops) or mark it for refund',
    params: paymentOrderParams,
    body: resolveHeldBody,
    data: staffPaymentRow,
  },
  refundOrder: {
    method: 'POST',
    path: '/staff/payments/:orderId/refund',
    access: staff('accountant'),
    summary:
      "Give an order marked for refund, or a paid one, back through the gateway's refund API (once; a paid one's refund recorded in the fees ledger): refunded, or refund failed with the gateway's answer",
    params: paymentOrderParams,
    body: refundOrderBody,
    data: staffPaymentRow,
  },
  staffPayments: {
    method: 'GET',
    path: '/staff/payments',
    access: staff('accountant'),
    summary:
      'Online payment orders for the office (default: pending, failed, held, to be refunded and refund failed), newest first',
    query: staffPaymentsQuery,
    data: z.array(staffPaymentRow),
  },
});
