import { paisaToTaka, takaToPaisa } from '@lms/domain';
import SSLCommerzPayment from 'sslcommerz-lts';
import {
  type ConfirmInput,
  GatewayError,
  type GatewayOrder,
  type GatewayOutcome,
  type GatewayRefund,
  type PaymentGateway,
  type RefundRequest,
  type ReturnUrls,
  type StartedPayment,
  withTimeout,
} from '../gateway';

/** A store's SSLCommerz account. */
export interface SslcommerzAccount {
  storeId: string;
  storePassword: string;
  /** securepay (live) rather than sandbox. */
  live: boolean;
  /**
   * Another gateway address instead of SSLCommerz's (our payment simulator). The package builds its
   * URLs from `live` alone, but keeps them as public fields, which are replaced here.
   */
  baseUrl?: string;
}

type Answer = Record<string, unknown>;
const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** The package answers an Error instead of rejecting (no connection, a body that is not JSON). */
function answered(result: Answer | Error, what: string): Answer {
  if (result instanceof Error) throw new GatewayError(`SSLCommerz ${what}: ${result.message}`, true);
  return result;
}

/** The outcome `ask` finds, or pending when the gateway could not be asked (reconciliation asks again). */
async function orPending(ask: () => Promise<GatewayOutcome>): Promise<GatewayOutcome> {
  try {
    return await ask();
  } catch (err) {
    if (err instanceof GatewayError) return { kind: 'pending', reason: err.message };
    throw err;
  }
}

/** What one validated transaction (validation API, or an element of the tran_id query) means for an order. */
function outcomeOf(tx: Answer): GatewayOutcome {
  const status = text(tx.status).toUpperCase();
  if (status === 'VALID' || status === 'VALIDATED') {
    const risky = text(tx.risk_level) === '1';
    return {
      kind: risky ? 'held' : 'paid',
      invoice: text(tx.tran_id),
      amountPaisa: takaToPaisa(text(tx.currency_amount || tx.amount)),
      currency: text(tx.currency_type || tx.currency),
      trxId: text(tx.bank_tran_id) || text(tx.val_id),
      ...(risky
        ? { reason: `SSLCommerz marks the transaction risky: ${text(tx.risk_title) || 'risk level 1'}` }
        : {}),
    };
  }
  if (status === 'CANCELLED') return { kind: 'cancelled', reason: 'SSLCommerz: the payer cancelled' };
  if (status === 'FAILED' || status === 'EXPIRED' || status === 'INVALID_TRANSACTION')
    return { kind: 'failed', reason: `SSLCommerz: ${status}` };
  return { kind: 'pending', reason: `SSLCommerz: ${status || 'no status'}` };
}

/**
 * SSLCommerz v4 through its official package as a `PaymentGateway`: start opens a session (the payer
 * goes to `GatewayPageURL`), confirm asks the validation API about a val_id (never trusting what the
 * return or the IPN posted), status queries the transactions of our tran_id. Each call waits at most
 * `timeoutMs` (the package has no time-out of its own).
 */
export function sslcommerzGateway(account: SslcommerzAccount, timeoutMs: number): PaymentGateway {
  const api = new SSLCommerzPayment(account.storeId, account.storePassword, account.live);
  if (account.baseUrl) {
    api.initURL = `${account.baseUrl}/gwprocess/v4/api.php`;
    api.validationURL = `${account.baseUrl}/validator/api/validationserverAPI.php?`;
    api.transactionQueryByTransactionIdURL = `${account.baseUrl}/validator/api/merchantTransIDvalidationAPI.php?`;
    api.refundURL = api.transactionQueryByTransactionIdURL;
    api.refundQueryURL = api.transactionQueryByTransactionIdURL;
  }
  const call = async (result: Promise<Answer | Error>, what: string) =>
    answered(await withTimeout(result, timeoutMs, what), what);
  return {
    provider: 'sslcommerz',
    async start(order: GatewayOrder, urls: ReturnUrls): Promise<StartedPayment> {
      const answer = await call(
        api.init({
          total_amount: paisaToTaka(order.amountPaisa),
          currency: order.currency,
          tran_id: order.invoice,
          success_url: urls.sslSuccess,
          fail_url: urls.sslFail,
          cancel_url: urls.sslCancel,
          ipn_url: urls.sslIpn,
          shipping_method: 'NO',
          num_of_item: 1,
          product_name: order.description,
          product_category: 'Education',
          product_profile: 'non-physical-goods',
          cus_name: order.studentName,
          cus_email: 'student@example.com',
          cus_add1: 'Bangladesh',
          cus_city: 'Dhaka',
          cus_country: 'Bangladesh',
          cus_phone: order.studentPhone,
        }),
        'session',
      );
      const url = text(answer.GatewayPageURL);
      const sessionKey = text(answer.sessionkey);
      if (text(answer.status).toUpperCase() !== 'SUCCESS' || !url || !sessionKey)
        throw new GatewayError(
          `SSLCommerz opened no session: ${text(answer.failedreason) || 'no GatewayPageURL'}`,
        );
      return { redirectUrl: url, gatewayRef: sessionKey };
    },
    async confirm(input: ConfirmInput): Promise<GatewayOutcome> {
      if (!('valId' in input)) throw new Error('SSLCommerz confirms a val_id');
      return orPending(async () =>
        outcomeOf(await call(api.validate({ val_id: encodeURIComponent(input.valId) }), 'validation')),
      );
    },
    async status(order): Promise<GatewayOutcome> {
      return orPending(async () => {
        const answer = await call(
          api.transactionQueryByTransactionId({ tran_id: encodeURIComponent(order.invoice) }),
          'transaction query',
        );
        const found = Array.isArray(answer.element) ? (answer.element as Answer[]) : [];
        const outcomes = found.map(outcomeOf);
        // One valid transaction of the tran_id settles it; otherwise the most telling state.
        for (const kind of ['paid', 'held', 'pending', 'cancelled', 'failed'] as const) {
          const outcome = outcomes.find((o) => o.kind === kind);
          if (outcome) return outcome;
        }
        return { kind: 'pending', reason: 'SSLCommerz knows no transaction of this tran_id yet' };
      });
    },
    async refund(request: RefundRequest): Promise<GatewayRefund> {
      if (!request.trxId)
        return { kind: 'refused', reason: 'SSLCommerz has no bank_tran_id for this payment' };
      // Our invoice is the refund's reference (refe_id): asked again, SSLCommerz answers the same refund.
      const started = await call(
        api.initiateRefund({
          refund_amount: paisaToTaka(request.amountPaisa),
          refund_remarks: encodeURIComponent(request.reason.slice(0, 255)),
          bank_tran_id: encodeURIComponent(request.trxId),
          refe_id: encodeURIComponent(request.invoice),
        }),
        'refund',
      );
      const status = text(started.status).toLowerCase();
      const refundRef = text(started.refund_ref_id);
      if (
        text(started.APIConnect) !== 'DONE' ||
        (status !== 'success' && status !== 'processing') ||
        !refundRef
      )
        return {
          kind: 'refused',
          reason: `SSLCommerz: ${text(started.errorReason) || text(started.APIConnect) || status || 'refund refused'}`,
        };
      const asked = await call(
        api.refundQuery({ refund_ref_id: encodeURIComponent(refundRef) }),
        'refund status',
      );
      const state = text(asked.status).toLowerCase();
      if (state === 'cancelled')
        return {
          kind: 'refused',
          reason: `SSLCommerz cancelled refund ${refundRef}: ${text(asked.errorReason)}`,
        };
      // `processing`: SSLCommerz has the refund and gives it back within its days; nothing more to ask of it.
      return { kind: 'refunded', refundRef, detail: `SSLCommerz refund ${refundRef}: ${state || status}` };
    },
  };
}
