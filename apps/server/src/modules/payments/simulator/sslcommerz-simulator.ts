import { paisaToTaka, takaToPaisa } from '@lms/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { requestOrigin } from '../../../lib/public-address';
import { readForm } from '../form-body';
import { signIpn } from '../sslcommerz/ipn-signature';
import { assertSimulator } from './bkash-simulator';
import { SIMULATOR_ACCOUNT } from './simulator-account';
import { simulatorId } from './simulator-ids';
import { originOf, sendChoiceNotice, sendPaymentPage } from './simulator-page';
import {
  findByRefundTrxId,
  findByValId,
  findSimulatedPayment,
  findSslByTrxId,
  insertSimulatedPayment,
  listByInvoice,
  moveSimulatedPayment,
  recordSimulatedRefund,
  type SimulatedPayment,
} from './simulator-repository';

const ACCOUNT = SIMULATOR_ACCOUNT.sslcommerz;
// The IPN is sent before the payer is sent back; a merchant that does not answer in time is not waited for.
const IPN_TIMEOUT_MS = 10_000;

const failed = (reason: string) => ({
  status: 'FAILED',
  failedreason: reason,
  sessionkey: '',
  GatewayPageURL: '',
});

/** `POST /gwprocess/v4/api.php`: opens a session for the store's form and answers the page to send the payer to. */
export async function simulateSslInit(ctx: AppContext, request: FastifyRequest) {
  assertSimulator(ctx);
  const form = await readForm(request);
  if (form.store_id !== ACCOUNT.storeId || form.store_passwd !== ACCOUNT.storePassword)
    return failed('Store Credential Error Or Store is De-active');
  const paisa = takaToPaisa(form.total_amount);
  if (paisa === null || paisa < 1000) return failed('Invalid total_amount: 10.00 BDT at least');
  if (!form.currency) return failed('Invalid currency');
  if (!form.tran_id) return failed('tran_id is required');
  const urls = { success: form.success_url, fail: form.fail_url, cancel: form.cancel_url, ipn: form.ipn_url };
  for (const name of ['success', 'fail', 'cancel'] as const)
    if (originOf(urls[name]).length === 0) return failed(`Invalid ${name}_url`);
  const now = ctx.now();
  const sessionKey = simulatorId('', 32);
  await insertSimulatedPayment(ctx.db, {
    id: sessionKey,
    provider: 'sslcommerz',
    invoice: form.tran_id,
    amount: paisaToTaka(paisa),
    currency: form.currency,
    urls: Object.fromEntries(Object.entries(urls).filter(([, v]) => v)) as Record<string, string>,
    status: 'PENDING',
    valId: simulatorId(`${now.toISOString().slice(2, 10).replaceAll('-', '')}`, 12),
    createdAt: now,
    updatedAt: now,
  });
  const page = `${requestOrigin(request)}/api/payment-simulator/sslcommerz/pay/${sessionKey}`;
  return {
    status: 'SUCCESS',
    failedreason: '',
    sessionkey: sessionKey,
    gw: {},
    redirectGatewayURL: page,
    directPaymentURLBank: '',
    directPaymentURLCard: '',
    directPaymentURL: '',
    redirectGatewayURLFailed: '',
    GatewayPageURL: page,
    storeBanner: '',
    storeLogo: '',
    desc: [],
    is_direct_pay_enable: '0',
  };
}

/** The fields SSLCommerz posts to the merchant (return and IPN) for a payment in `status`. */
function postedFields(
  payment: SimulatedPayment,
  status: string,
  simulate?: string | null,
): Record<string, string> {
  const amount = simulate === 'tamper-amount' ? '1.00' : payment.amount;
  const risky = simulate === 'risky';
  return {
    status,
    tran_date: payment.updatedAt.toISOString().replace('T', ' ').slice(0, 19),
    tran_id: payment.invoice,
    val_id: status === 'VALID' ? (payment.valId ?? '') : '',
    amount,
    store_amount: amount,
    currency: 'BDT',
    bank_tran_id: status === 'VALID' ? (payment.trxId ?? `${payment.valId}B`) : '',
    card_type: 'SIMULATOR-Simulated',
    card_no: '',
    card_issuer: 'Payment simulator',
    card_brand: 'SIMULATOR',
    card_issuer_country: 'Bangladesh',
    card_issuer_country_code: 'BD',
    currency_type: payment.currency,
    currency_amount: amount,
    currency_rate: '1.0000',
    base_fair: '0.00',
    value_a: '',
    value_b: '',
    value_c: '',
    value_d: '',
    risk_level: risky ? '1' : '0',
    risk_title: risky ? 'Risky' : 'Safe',
  };
}

function validatorAnswer(payment: SimulatedPayment, status: string) {
  return {
    ...postedFields(payment, 'VALID', payment.simulate),
    status,
    APIConnect: 'DONE',
    validated_on: payment.updatedAt.toISOString().replace('T', ' ').slice(0, 19),
    gw_version: 'simulator',
  };
}

const storeRight = (query: { store_id?: string | undefined; store_passwd?: string | undefined }) =>
  query.store_id === ACCOUNT.storeId && query.store_passwd === ACCOUNT.storePassword;

/** The validation API: VALID the first time a paid val_id is asked about, VALIDATED after; else INVALID_TRANSACTION. */
export async function simulateSslValidate(
  ctx: AppContext,
  query: { val_id?: string | undefined; store_id?: string | undefined; store_passwd?: string | undefined },
) {
  assertSimulator(ctx);
  if (!storeRight(query)) return { status: 'INVALID_TRANSACTION', APIConnect: 'INVALID_REQUEST' };
  const payment = query.val_id ? await findByValId(ctx.db, query.val_id) : null;
  if (!payment || (payment.status !== 'VALID' && payment.status !== 'VALIDATED'))
    return { status: 'INVALID_TRANSACTION', APIConnect: 'DONE' };
  if (payment.status === 'VALID')
    await moveSimulatedPayment(ctx.db, payment.id, 'VALID', { status: 'VALIDATED' });
  return validatorAnswer(payment, payment.status);
}

type Optional = string | undefined;

/** What `merchantTransIDvalidationAPI.php` is asked: a tran_id query, a refund, or a refund's status. */
export interface SslQuery {
  tran_id?: Optional;
  store_id?: Optional;
  store_passwd?: Optional;
  bank_tran_id?: Optional;
  refund_amount?: Optional;
  refund_remarks?: Optional;
  refe_id?: Optional;
  refund_ref_id?: Optional;
}

/**
 * `merchantTransIDvalidationAPI.php`, which SSLCommerz serves three calls from: the transaction query
 * by tran_id, a refund (bank_tran_id, refund_amount, refund_remarks, refe_id) and a refund's status
 * (refund_ref_id).
 */
export async function simulateSslQuery(ctx: AppContext, query: SslQuery) {
  assertSimulator(ctx);
  if (query.refund_amount !== undefined || query.bank_tran_id !== undefined)
    return simulateSslRefund(ctx, query);
  if (query.refund_ref_id !== undefined) return simulateSslRefundStatus(ctx, query);
  if (!storeRight(query)) return { APIConnect: 'INVALID_REQUEST', no_of_trans_found: 0, element: [] };
  const payments = query.tran_id ? await listByInvoice(ctx.db, query.tran_id) : [];
  return {
    APIConnect: 'DONE',
    no_of_trans_found: payments.length,
    element: payments.map((p) =>
      p.status === 'VALID' || p.status === 'VALIDATED'
        ? validatorAnswer(p, p.status)
        : { ...postedFields(p, p.status), val_id: '', bank_tran_id: '' },
    ),
  };
}

const refundFailed = (reason: string) => ({ APIConnect: 'DONE', status: 'failed', errorReason: reason });

/**
 * A refund of a paid session, once: at most what the payer paid. The same refe_id asked again answers
 * the refund already made; a payment refunded under another refe_id is refused.
 */
async function simulateSslRefund(ctx: AppContext, query: SslQuery) {
  if (!storeRight(query))
    return { APIConnect: 'INVALID_REQUEST', status: 'failed', errorReason: 'Store credential error' };
  const payment = query.bank_tran_id ? await findSslByTrxId(ctx.db, query.bank_tran_id) : null;
  if (!payment || (payment.status !== 'VALID' && payment.status !== 'VALIDATED'))
    return refundFailed('No valid transaction of this bank_tran_id');
  const answer = (p: SimulatedPayment) => ({
    APIConnect: 'DONE',
    bank_tran_id: p.trxId,
    trans_id: p.invoice,
    refund_ref_id: p.refundTrxId,
    status: 'success',
    errorReason: '',
  });
  if (payment.refundTrxId)
    return payment.refundRef && payment.refundRef === query.refe_id
      ? answer(payment)
      : refundFailed('This transaction has been refunded already');
  const paisa = takaToPaisa(query.refund_amount ?? '');
  if (paisa === null || paisa <= 0 || paisa > (takaToPaisa(payment.paidAmount ?? payment.amount) ?? 0))
    return refundFailed('Refund amount is more than the transaction amount');
  if (!query.refund_remarks) return refundFailed('refund_remarks is required');
  await recordSimulatedRefund(ctx.db, payment.id, {
    refundedAmount: paisaToTaka(paisa),
    refundTrxId: simulatorId('RF', 14),
    refundRef: query.refe_id ?? null,
    updatedAt: ctx.now(),
  });
  const done = (await findSimulatedPayment(ctx.db, 'sslcommerz', payment.id)) ?? payment;
  // Another refund got there first (two calls at once): answered as that one was.
  if (done.refundRef !== (query.refe_id ?? null))
    return refundFailed('This transaction has been refunded already');
  return answer(done);
}

/** A refund's status: the simulator gives money back at once, so a refund it made is `refunded`. */
async function simulateSslRefundStatus(ctx: AppContext, query: SslQuery) {
  if (!storeRight(query))
    return { APIConnect: 'INVALID_REQUEST', status: 'failed', errorReason: 'Store credential error' };
  const payment = query.refund_ref_id ? await findByRefundTrxId(ctx.db, query.refund_ref_id) : null;
  if (!payment) return refundFailed('No refund of this refund_ref_id');
  const at = payment.updatedAt.toISOString().replace('T', ' ').slice(0, 19);
  return {
    APIConnect: 'DONE',
    bank_tran_id: payment.trxId,
    tran_id: payment.invoice,
    refund_ref_id: payment.refundTrxId,
    initiated_on: at,
    refunded_on: at,
    status: 'refunded',
    errorReason: '',
  };
}

/** The SSLCommerz page: amount, Pay, Cancel. Each button's form carries what SSLCommerz posts back. */
export async function showSslPage(
  ctx: AppContext,
  reply: FastifyReply,
  sessionKey: string,
  simulate?: string,
) {
  const payment = await pagePayment(ctx, sessionKey);
  return sendPaymentPage(reply, {
    gateway: 'SSLCommerz',
    payment,
    open: payment.status === 'PENDING',
    simulate,
    fields: { pay: postedFields(payment, 'VALID', simulate), cancel: postedFields(payment, 'CANCELLED') },
    formTargets: [payment.urls.success, payment.urls.cancel, payment.urls.fail].flatMap(originOf),
  });
}

async function pagePayment(ctx: AppContext, sessionKey: string): Promise<SimulatedPayment> {
  assertSimulator(ctx);
  const payment = await findSimulatedPayment(ctx.db, 'sslcommerz', sessionKey);
  if (!payment) throw notFound('No such payment', 'The simulator has no SSLCommerz session with this key.');
  return payment;
}

/**
 * The payer's choice: Pay marks the session VALID, Cancel CANCELLED (once); the IPN goes to the
 * store's ipn_url, then the payer is sent on with a 307, so the browser posts the page's fields to
 * success_url or cancel_url as SSLCommerz's own page does. Under `no-callback` neither happens.
 */
export async function chooseOnSslPage(
  ctx: AppContext,
  reply: FastifyReply,
  sessionKey: string,
  choice: { action: 'pay' | 'cancel'; simulate?: string | undefined },
) {
  const payment = await pagePayment(ctx, sessionKey);
  const pay = choice.action === 'pay';
  const status = pay ? 'VALID' : 'CANCELLED';
  const simulate = choice.simulate ?? null;
  const moved = await moveSimulatedPayment(ctx.db, payment.id, 'PENDING', {
    status,
    simulate,
    paidAmount: pay && simulate === 'tamper-amount' ? '1.00' : payment.amount,
    trxId: pay ? simulatorId('', 16) : null,
    updatedAt: ctx.now(),
  });
  const after = (await findSimulatedPayment(ctx.db, 'sslcommerz', sessionKey)) ?? payment;
  if (!moved || simulate === 'no-callback')
    return sendChoiceNotice(
      reply,
      'SSLCommerz',
      payment,
      moved,
      'The return to the store and the IPN are withheld',
    );
  if (payment.urls.ipn)
    await sendIpn(
      ctx,
      payment.urls.ipn,
      signIpn(postedFields(after, status, simulate), ACCOUNT.storePassword),
    );
  const target = pay ? payment.urls.success : payment.urls.cancel;
  return reply.redirect(target ?? '/', 307);
}

async function sendIpn(ctx: AppContext, url: string, fields: Record<string, string>): Promise<void> {
  try {
    await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      signal: AbortSignal.timeout(IPN_TIMEOUT_MS),
    });
  } catch (err) {
    // The store's IPN listener is away: it learns of the payment from the return or its reconciliation.
    ctx.faults.warn('payment simulator: IPN not delivered', err);
  }
}
