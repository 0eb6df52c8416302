import { z } from 'zod';
import { anyone, defineRoutes } from './route';

/** A field as the gateways' clients send it: text, or a number the server reads as text. */
const field = z.union([z.string().max(2000), z.number()]).optional();

/** The test switches of the simulator's payment page (query `simulate`), each for one failure to rehearse. */
export const SIMULATOR_SWITCHES = ['execute-timeout', 'no-callback', 'tamper-amount', 'risky'] as const;

/** The simulator's payment page: `simulate` picks a test switch. */
export const simulatorPageQuery = z.object({
  /**
   * `execute-timeout`: bKash's execute completes the payment but never answers. `no-callback`: the
   * payer pays but is never sent back, and no IPN is sent. `tamper-amount`: the payer is charged 1.00
   * instead of the order's amount. `risky`: SSLCommerz marks the payment risk level 1.
   */
  simulate: z.enum(SIMULATOR_SWITCHES).optional(),
});

/** The payer's choice on the simulator's page (sent in the query of the page's form). */
export const simulatorChoiceQuery = simulatorPageQuery.extend({
  /** Pay, or cancel. */
  action: z.enum(['pay', 'cancel']),
});

/** The payment named in a simulator page's path: bKash's paymentID or SSLCommerz's sessionkey. */
export const simulatorPaymentParams = z.object({ paymentId: z.string().min(1).max(100) });

/** The SSLCommerz validation and transaction query APIs' query. */
export const sslValidatorQuery = z.object({
  val_id: z.string().max(200).optional(),
  tran_id: z.string().max(200).optional(),
  store_id: z.string().max(200).optional(),
  store_passwd: z.string().max(200).optional(),
  v: z.string().max(10).optional(),
  format: z.string().max(10).optional(),
  /** Refund: the payment's bank_tran_id, the amount ("1500.00"), why, and the merchant's reference. */
  bank_tran_id: z.string().max(200).optional(),
  refund_amount: z.string().max(50).optional(),
  refund_remarks: z.string().max(300).optional(),
  refe_id: z.string().max(200).optional(),
  /** Refund status: SSLCommerz's id of the refund. */
  refund_ref_id: z.string().max(200).optional(),
});

const bkashBody = z.object({
  app_key: field,
  app_secret: field,
  refresh_token: field,
  mode: field,
  payerReference: field,
  callbackURL: field,
  amount: field,
  currency: field,
  intent: field,
  merchantInvoiceNumber: field,
  paymentID: field,
  /** Refund: the payment's trxID, what to give back, the merchant's reference and why. */
  trxID: field,
  sku: field,
  reason: field,
});

const bkash = (path: string, summary: string) =>
  ({
    method: 'POST',
    path: `/payment-simulator/bkash/tokenized/checkout${path}` as `/${string}`,
    access: anyone,
    summary: `Payment simulator, bKash tokenized checkout: ${summary}`,
    body: bkashBody,
    raw: true,
  }) as const;

const sslQuery = (method: 'GET' | 'POST', api: string, summary: string) =>
  ({
    method,
    path: `/payment-simulator/sslcommerz/validator/api/${api}` as `/${string}`,
    access: anyone,
    summary: `Payment simulator, SSLCommerz: ${summary}`,
    query: sslValidatorQuery,
    raw: true,
  }) as const;

/**
 * The payment simulator (PAYMENT_PROVIDER=simulator, never in production): bKash's tokenized checkout
 * and SSLCommerz's v4 API on our own server, same paths, headers and bodies as their sandboxes, with a
 * page where the payer sees the amount and presses Pay or Cancel. Our real provider code talks to it
 * over HTTP, so a demo due can be paid end to end and the tests drive that code. Answers are the
 * gateways' own (no envelope); 404 when the simulator is off.
 */
export const paymentSimulatorRoutes = defineRoutes('payment-simulator', {
  bkashGrant: bkash('/token/grant', 'grant a token (headers username, password)'),
  bkashRefresh: bkash('/token/refresh', 'refresh a token'),
  bkashCreate: bkash('/create', 'create a payment'),
  bkashExecute: bkash('/execute', 'execute a payment'),
  bkashStatus: bkash('/payment/status', "a payment's status"),
  bkashRefund: bkash(
    '/payment/refund',
    'refund a completed payment (with amount), or its refund status (without)',
  ),
  bkashPage: {
    method: 'GET',
    path: '/payment-simulator/bkash/pay/:paymentId',
    access: anyone,
    summary: "Payment simulator: bKash's payment page (amount, Pay, Cancel)",
    params: simulatorPaymentParams,
    query: simulatorPageQuery,
    raw: true,
  },
  bkashChoose: {
    method: 'POST',
    path: '/payment-simulator/bkash/pay/:paymentId',
    access: anyone,
    summary: "Payment simulator: the payer's choice on the bKash page; sends them to the callbackURL",
    params: simulatorPaymentParams,
    query: simulatorChoiceQuery,
    raw: true,
    streamBody: true,
  },
  sslInit: {
    method: 'POST',
    path: '/payment-simulator/sslcommerz/gwprocess/v4/api.php',
    access: anyone,
    summary: 'Payment simulator, SSLCommerz: open a session (form fields)',
    raw: true,
    streamBody: true,
  },
  sslValidate: sslQuery('GET', 'validationserverAPI.php', 'validate a val_id'),
  sslValidatePost: sslQuery(
    'POST',
    'validationserverAPI.php',
    'validate a val_id (as sslcommerz-lts sends it)',
  ),
  sslQuery: sslQuery(
    'GET',
    'merchantTransIDvalidationAPI.php',
    'the transactions of a tran_id; a refund (bank_tran_id, refund_amount); a refund status (refund_ref_id)',
  ),
  sslQueryPost: sslQuery(
    'POST',
    'merchantTransIDvalidationAPI.php',
    'the transactions of a tran_id (as sslcommerz-lts sends it)',
  ),
  sslPage: {
    method: 'GET',
    path: '/payment-simulator/sslcommerz/pay/:paymentId',
    access: anyone,
    summary: "Payment simulator: SSLCommerz's payment page (amount, Pay, Cancel)",
    params: simulatorPaymentParams,
    query: simulatorPageQuery,
    raw: true,
  },
  sslChoose: {
    method: 'POST',
    path: '/payment-simulator/sslcommerz/pay/:paymentId',
    access: anyone,
    summary: "Payment simulator: the payer's choice on the SSLCommerz page; sends the IPN and the payer back",
    params: simulatorPaymentParams,
    query: simulatorChoiceQuery,
    raw: true,
    streamBody: true,
  },
});
