import { randomBytes } from 'node:crypto';
import { paisaToTaka, takaToPaisa } from '@lms/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { requestOrigin } from '../../../lib/public-address';
import { SIMULATOR_ACCOUNT } from './simulator-account';
import { simulatorId } from './simulator-ids';
import { originOf, sendChoiceNotice, sendPaymentPage } from './simulator-page';
import {
  findSimulatedPayment,
  insertSimulatedPayment,
  insertSimulatorToken,
  isRefreshTokenKnown,
  isTokenValid,
  moveSimulatedPayment,
  recordSimulatedRefund,
  type SimulatedPayment,
} from './simulator-repository';

type Body = Record<string, string | number | undefined>;
const TOKEN_SECONDS = 3600;
const ACCOUNT = SIMULATOR_ACCOUNT.bkash;
// An execute told to time out holds its answer until the caller gives up, at most this long.
const HOLD_MS = 120_000;

const str = (value: unknown): string => (value === undefined || value === null ? '' : String(value));
const refuse = (code: string, message: string) => ({ statusCode: code, statusMessage: message });

/** The simulator answers only when PAYMENT_PROVIDER=simulator. */
export function assertSimulator(ctx: AppContext): void {
  if (!ctx.config.payments.simulator) throw notFound('Not found', 'The payment simulator is off.');
}

async function newToken(ctx: AppContext, grantedBy: 'grant' | 'refresh') {
  const idToken = randomBytes(24).toString('base64url');
  const refreshToken = randomBytes(24).toString('base64url');
  const now = ctx.now();
  await insertSimulatorToken(ctx.db, {
    idToken,
    refreshToken,
    grantedBy,
    expiresAt: new Date(now.getTime() + TOKEN_SECONDS * 1000),
    createdAt: now,
  });
  return {
    statusCode: '0000',
    statusMessage: 'Successful',
    id_token: idToken,
    token_type: 'Bearer',
    expires_in: TOKEN_SECONDS,
    refresh_token: refreshToken,
  };
}

function credentialsRight(request: FastifyRequest, body: Body): boolean {
  return (
    request.headers.username === ACCOUNT.username &&
    request.headers.password === ACCOUNT.password &&
    body.app_key === ACCOUNT.appKey &&
    body.app_secret === ACCOUNT.appSecret
  );
}

/** `POST /tokenized/checkout/token/grant`: a new token pair for the right credentials. */
export async function simulateGrant(ctx: AppContext, request: FastifyRequest, body: Body) {
  assertSimulator(ctx);
  if (!credentialsRight(request, body)) return refuse('2001', 'Invalid App Key or credentials');
  return newToken(ctx, 'grant');
}

/** `POST /tokenized/checkout/token/refresh`: a new token pair for a refresh token it granted. */
export async function simulateRefresh(ctx: AppContext, request: FastifyRequest, body: Body) {
  assertSimulator(ctx);
  if (!credentialsRight(request, body)) return refuse('2001', 'Invalid App Key or credentials');
  if (!(await isRefreshTokenKnown(ctx.db, str(body.refresh_token))))
    return refuse('2003', 'Invalid refresh token');
  return newToken(ctx, 'refresh');
}

/** Checks the id_token and app key of a payment call; false once it has answered 401 (as bKash's gateway does). */
async function authorized(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const token = str(request.headers.authorization).replace(/^Bearer\s+/i, '');
  if (request.headers['x-app-key'] === ACCOUNT.appKey && (await isTokenValid(ctx.db, token, ctx.now())))
    return true;
  await reply.status(401).send({ message: 'The incoming token has expired' });
  return false;
}

/** `POST /tokenized/checkout/create`: a payment in state Initiated, and the page the payer goes to. */
export async function simulateCreate(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: Body,
) {
  assertSimulator(ctx);
  if (!(await authorized(ctx, request, reply))) return reply;
  const paisa = takaToPaisa(str(body.amount));
  if (paisa === null || paisa <= 0) return refuse('2006', 'Invalid amount');
  if (str(body.currency) !== 'BDT') return refuse('2007', 'Invalid currency');
  if (str(body.intent) !== 'sale' || str(body.mode) !== '0011')
    return refuse('2005', 'Invalid mode or intent');
  const callbackURL = str(body.callbackURL);
  if (originOf(callbackURL).length === 0) return refuse('2004', 'Invalid callbackURL');
  const invoice = str(body.merchantInvoiceNumber);
  if (!invoice) return refuse('2065', 'merchantInvoiceNumber is required');
  const now = ctx.now();
  const id = simulatorId('TR0011', 14);
  await insertSimulatedPayment(ctx.db, {
    id,
    provider: 'bkash',
    invoice,
    amount: paisaToTaka(paisa),
    currency: 'BDT',
    urls: { callbackURL, payerReference: str(body.payerReference) },
    status: 'Initiated',
    createdAt: now,
    updatedAt: now,
  });
  const back = (status: string) => withQuery(callbackURL, { paymentID: id, status });
  return {
    paymentID: id,
    bkashURL: `${requestOrigin(request)}/api/payment-simulator/bkash/pay/${id}`,
    callbackURL,
    successCallbackURL: back('success'),
    failureCallbackURL: back('failure'),
    cancelledCallbackURL: back('cancel'),
    amount: paisaToTaka(paisa),
    intent: 'sale',
    currency: 'BDT',
    paymentCreateTime: now.toISOString(),
    transactionStatus: 'Initiated',
    merchantInvoiceNumber: invoice,
    statusCode: '0000',
    statusMessage: 'Successful',
  };
}

/** `url` with `query` added (bKash appends the payment's id and status to the merchant's callbackURL). */
export function withQuery(url: string, query: Record<string, string>): string {
  return `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(query).toString()}`;
}

function paymentAnswer(payment: SimulatedPayment) {
  const status = payment.status === 'Authorized' ? 'Initiated' : payment.status;
  return {
    paymentID: payment.id,
    mode: '0011',
    paymentCreateTime: payment.createdAt.toISOString(),
    ...(payment.status === 'Completed' ? { paymentExecuteTime: payment.updatedAt.toISOString() } : {}),
    amount: payment.paidAmount ?? payment.amount,
    currency: payment.currency,
    intent: 'sale',
    merchantInvoiceNumber: payment.invoice,
    merchantInvoice: payment.invoice,
    ...(payment.trxId ? { trxID: payment.trxId } : {}),
    transactionStatus: status,
    verificationStatus: payment.status === 'Completed' ? 'Complete' : 'Incomplete',
    payerReference: str(payment.urls.payerReference),
    ...(payment.status === 'Completed' ? { customerMsisdn: '01770000000' } : {}),
    statusCode: '0000',
    statusMessage: 'Successful',
  };
}

/**
 * `POST /tokenized/checkout/execute`: completes a payment the payer approved, once (a second execute
 * answers 2062, already completed; one not approved 2056). Under `execute-timeout` the payment
 * completes but the answer is held until the caller gives up.
 */
export async function simulateExecute(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: Body,
) {
  const payment = await paymentOfCall(ctx, request, reply, body);
  if (!payment || !('id' in payment)) return payment ?? reply;
  if (payment.status === 'Completed') return refuse('2062', 'The payment has already been completed');
  const trxId = simulatorId('', 10);
  const moved = await moveSimulatedPayment(ctx.db, payment.id, 'Authorized', {
    status: 'Completed',
    trxId,
    updatedAt: ctx.now(),
  });
  if (!moved) {
    const now = await findSimulatedPayment(ctx.db, 'bkash', payment.id);
    return now?.status === 'Completed'
      ? refuse('2062', 'The payment has already been completed')
      : refuse('2056', 'Invalid Payment State');
  }
  if (payment.simulate === 'execute-timeout') await untilClosed(request, HOLD_MS);
  const done = await findSimulatedPayment(ctx.db, 'bkash', payment.id);
  return paymentAnswer(done ?? payment);
}

/**
 * The payment a call names (`paymentID`), once its token is checked: null when it was answered 401,
 * bKash's refusal when there is no such payment.
 */
async function paymentOfCall(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: Body,
): Promise<SimulatedPayment | ReturnType<typeof refuse> | null> {
  assertSimulator(ctx);
  if (!(await authorized(ctx, request, reply))) return null;
  const payment = await findSimulatedPayment(ctx.db, 'bkash', str(body.paymentID));
  return payment ?? refuse('2008', 'Invalid paymentID');
}

/** Resolves when the caller closes the connection (gave up waiting), or after `ms`. */
function untilClosed(request: FastifyRequest, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    request.raw.socket.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** `POST /tokenized/checkout/payment/status`: the payment as bKash would report it. */
export async function simulateStatus(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: Body,
) {
  const payment = await paymentOfCall(ctx, request, reply, body);
  if (!payment || !('id' in payment)) return payment ?? reply;
  return paymentAnswer(payment);
}

/** The bKash page: the amount and Pay / Cancel, or what was decided already. */
export async function showBkashPage(
  ctx: AppContext,
  reply: FastifyReply,
  paymentId: string,
  simulate: string | undefined,
) {
  const payment = await pagePayment(ctx, paymentId);
  return sendPaymentPage(reply, {
    gateway: 'bKash',
    payment,
    open: payment.status === 'Initiated',
    simulate,
    formTargets: originOf(str(payment.urls.callbackURL)),
  });
}

async function pagePayment(ctx: AppContext, paymentId: string): Promise<SimulatedPayment> {
  assertSimulator(ctx);
  const payment = await findSimulatedPayment(ctx.db, 'bkash', paymentId);
  if (!payment) throw notFound('No such payment', 'The simulator has no bKash payment with this id.');
  return payment;
}

/**
 * The payer's choice: Pay approves the payment (execute will complete it), Cancel cancels it; either
 * sends the payer to the merchant's callbackURL with `paymentID` and `status`, as bKash does. Under
 * `no-callback` the payer is left on a page instead.
 */
export async function chooseOnBkashPage(
  ctx: AppContext,
  reply: FastifyReply,
  paymentId: string,
  choice: { action: 'pay' | 'cancel'; simulate?: string | undefined },
) {
  const payment = await pagePayment(ctx, paymentId);
  const pay = choice.action === 'pay';
  const moved = await moveSimulatedPayment(ctx.db, payment.id, 'Initiated', {
    status: pay ? 'Authorized' : 'Cancelled',
    simulate: choice.simulate ?? null,
    paidAmount: pay && choice.simulate === 'tamper-amount' ? '1.00' : payment.amount,
    updatedAt: ctx.now(),
  });
  if (!moved || choice.simulate === 'no-callback')
    return sendChoiceNotice(reply, 'bKash', payment, moved, 'The return to the merchant is withheld');
  return reply.redirect(
    withQuery(str(payment.urls.callbackURL), { paymentID: payment.id, status: pay ? 'success' : 'cancel' }),
    303,
  );
}

function refundAnswer(payment: SimulatedPayment) {
  return {
    originalTrxID: payment.trxId,
    refundTrxID: payment.refundTrxId,
    transactionStatus: 'Completed',
    amount: payment.refundedAmount,
    currency: payment.currency,
    charge: '0.00',
    completedTime: payment.updatedAt.toISOString(),
    statusCode: '0000',
    statusMessage: 'Successful',
  };
}

/**
 * `POST /tokenized/checkout/payment/refund`: with an amount, gives back a completed payment once (at
 * most what the payer paid; the trxID must be the payment's); without one, answers its refund. The
 * simulator's refusals: 2056 not completed, 2063 trxID not this payment's, 2071 more than was paid,
 * 2072 refunded already, 2073 no refund yet.
 */
export async function simulateRefund(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: Body,
) {
  const payment = await paymentOfCall(ctx, request, reply, body);
  if (!payment || !('id' in payment)) return payment ?? reply;
  if (payment.status !== 'Completed') return refuse('2056', 'Invalid Payment State');
  if (str(body.trxID) !== payment.trxId) return refuse('2063', 'Invalid trxID');
  if (body.amount === undefined)
    return payment.refundTrxId ? refundAnswer(payment) : refuse('2073', 'No refund found');
  if (payment.refundTrxId) return refuse('2072', 'The transaction has already been refunded');
  const paisa = takaToPaisa(str(body.amount));
  if (paisa === null || paisa <= 0 || paisa > (takaToPaisa(payment.paidAmount ?? payment.amount) ?? 0))
    return refuse('2071', 'Refund amount is more than the transaction amount');
  const refunded = await recordSimulatedRefund(ctx.db, payment.id, {
    refundedAmount: paisaToTaka(paisa),
    refundTrxId: simulatorId('R', 9),
    refundRef: str(body.sku) || null,
    updatedAt: ctx.now(),
  });
  if (!refunded) return refuse('2072', 'The transaction has already been refunded');
  const done = await findSimulatedPayment(ctx.db, 'bkash', payment.id);
  return refundAnswer(done ?? payment);
}
