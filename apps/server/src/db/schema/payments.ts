import { PAYMENT_STATUSES } from '@lms/domain';
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { students } from './accounts';

/** One attempt to pay a due through a gateway: the amount is the server's, the invoice is unique. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Our invoice number: bKash's merchantInvoiceNumber, SSLCommerz's tran_id. */
    invoice: text('invoice').notNull(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    courseId: uuid('course_id'),
    /** What the order pays, as the dues side names it (opaque here). */
    dueRef: text('due_ref').notNull(),
    amountPaisa: bigint('amount_paisa', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('BDT'),
    provider: text('provider', { enum: ['bkash', 'sslcommerz'] }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** bKash's paymentID, SSLCommerz's sessionkey. */
    gatewayRef: text('gateway_ref'),
    /** bKash's trxID, SSLCommerz's bank_tran_id (val_id when none). */
    gatewayTrxId: text('gateway_trx_id'),
    /** Why a failed or held order is so. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** When the gateway's refund was asked for: the call is claimed, a second click waits for it. */
    refundStartedAt: timestamp('refund_started_at', { withTimezone: true }),
    /** The gateway's id of the refund (bKash refundTrxID, SSLCommerz refund_ref_id). */
    refundRef: text('refund_ref'),
  },
  (t) => [
    uniqueIndex('payment_orders_invoice_idx').on(t.invoice),
    uniqueIndex('payment_orders_gateway_ref_idx').on(t.provider, t.gatewayRef),
    index('payment_orders_status_idx').on(t.status, t.createdAt),
    index('payment_orders_student_idx').on(t.studentId, t.createdAt),
  ],
);

/** Each change of an order's status (and each refused callback): what came, before and after. */
export const paymentOrderEvents = pgTable(
  'payment_order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    /** start, callback, return, ipn, reconcile. */
    source: text('source').notNull(),
    beforeStatus: text('before_status'),
    afterStatus: text('after_status').notNull(),
    detail: jsonb('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_order_events_order_idx').on(t.orderId, t.createdAt)],
);

/** A payment the simulator took (bKash's paymentID or SSLCommerz's sessionkey as its id). */
export const paymentSimulatorPayments = pgTable(
  'payment_simulator_payments',
  {
    id: text('id').primaryKey(),
    provider: text('provider', { enum: ['bkash', 'sslcommerz'] }).notNull(),
    /** The merchant's invoice (merchantInvoiceNumber / tran_id). */
    invoice: text('invoice').notNull(),
    /** As the merchant sent it ("1500.00"). */
    amount: text('amount').notNull(),
    currency: text('currency').notNull(),
    /** Where the payer and the IPN go: bKash's callbackURL; SSLCommerz's success, fail, cancel and ipn URLs. */
    urls: jsonb('urls').$type<Record<string, string>>().notNull(),
    /** bKash: Initiated, Authorized, Completed, Cancelled, Failed. SSLCommerz: PENDING, VALID, FAILED, CANCELLED. */
    status: text('status').notNull(),
    /** A test switch chosen on the page (execute-timeout, no-callback, tamper-amount, risky). */
    simulate: text('simulate'),
    trxId: text('trx_id'),
    valId: text('val_id'),
    /** What the payer really paid (differs from `amount` only under tamper-amount). */
    paidAmount: text('paid_amount'),
    /** What was given back ("1500.00"), once refunded. */
    refundedAmount: text('refunded_amount'),
    /** bKash's refundTrxID, SSLCommerz's refund_ref_id. */
    refundTrxId: text('refund_trx_id'),
    /** The merchant's reference of the refund (SSLCommerz refe_id, bKash sku): one refund per reference. */
    refundRef: text('refund_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payment_simulator_payments_val_idx').on(t.valId),
    index('payment_simulator_payments_invoice_idx').on(t.provider, t.invoice),
  ],
);

/** The simulated bKash's tokens (granted, refreshed). */
export const paymentSimulatorTokens = pgTable(
  'payment_simulator_tokens',
  {
    idToken: text('id_token').primaryKey(),
    refreshToken: text('refresh_token').notNull(),
    /** `grant` or `refresh`: which call made it. */
    grantedBy: text('granted_by', { enum: ['grant', 'refresh'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('payment_simulator_tokens_refresh_idx').on(t.refreshToken)],
);
