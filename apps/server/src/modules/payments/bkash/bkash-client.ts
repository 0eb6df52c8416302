import { GatewayError } from '../gateway';
import type { BkashToken, BkashTokenStore } from './bkash-token-store';

/** A merchant's bKash tokenized-checkout account. */
export interface BkashAccount {
  /** Up to and including the version, e.g. `https://tokenized.sandbox.bka.sh/v1.2.0-beta`. */
  baseUrl: string;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
}

/** Options of the client beyond the account. */
export interface BkashClientOptions {
  /** The longest one call may take, ms. */
  timeoutMs: number;
  tokens: BkashTokenStore;
  /** The clock (tests move it). */
  now?: () => number;
}

/** One answer of the checkout API: its `statusCode` ("0000" is success) and the fields of the call. */
export type BkashAnswer = Record<string, string | undefined> & {
  statusCode?: string;
  statusMessage?: string;
};

const OK = '0000';
// A token is renewed this long before bKash would refuse it, so no call carries a token about to lapse.
const RENEW_MARGIN_MS = 60_000;
// bKash does not say how long a refresh token lasts; it is taken as good for a day, then a grant follows.
const REFRESH_LIFE_MS = 24 * 3_600_000;

/** A bKash answer that is not a success, with its code (e.g. 2062: already completed). */
export class BkashRefusal extends GatewayError {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`bKash ${code}: ${message}`);
  }
}

/**
 * A small client of bKash's tokenized checkout (v1.2.0-beta): grant a token, refresh it before it
 * runs out instead of granting again, create, execute and query a payment. Every call has a time-out;
 * a call that times out or cannot connect throws an unreachable `GatewayError` (its outcome is
 * unknown: ask the payment's status), a refusal throws `BkashRefusal` with bKash's code.
 */
export class BkashClient {
  private renewing: Promise<string> | undefined;
  private readonly now: () => number;

  constructor(
    private readonly account: BkashAccount,
    private readonly options: BkashClientOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** A valid id_token: the kept one, a refreshed one when it is about to lapse, or a new grant. */
  async idToken(): Promise<string> {
    const kept = await this.options.tokens.get();
    if (kept && kept.expiresAt - RENEW_MARGIN_MS > this.now()) return kept.idToken;
    // One renewal at a time on this node; calls waiting for a token share it.
    this.renewing ??= this.renew(kept).finally(() => {
      this.renewing = undefined;
    });
    return this.renewing;
  }

  private async renew(kept: BkashToken | null): Promise<string> {
    if (kept && kept.refreshExpiresAt > this.now()) {
      try {
        return await this.keep(
          await this.call('/tokenized/checkout/token/refresh', this.credentialHeaders(), {
            app_key: this.account.appKey,
            app_secret: this.account.appSecret,
            refresh_token: kept.refreshToken,
          }),
        );
      } catch (err) {
        if (!(err instanceof BkashRefusal)) throw err;
        // A refused refresh (the refresh token ran out early): grant a new pair below.
      }
    }
    return this.keep(
      await this.call('/tokenized/checkout/token/grant', this.credentialHeaders(), {
        app_key: this.account.appKey,
        app_secret: this.account.appSecret,
      }),
    );
  }

  private async keep(answer: BkashAnswer): Promise<string> {
    const idToken = answer.id_token;
    const refreshToken = answer.refresh_token;
    if (!idToken || !refreshToken) throw new GatewayError('bKash answered a token call without a token');
    const lifeSeconds = Number(answer.expires_in) > 0 ? Number(answer.expires_in) : 3600;
    const now = this.now();
    await this.options.tokens.set({
      idToken,
      refreshToken,
      expiresAt: now + lifeSeconds * 1000,
      refreshExpiresAt: now + REFRESH_LIFE_MS,
    });
    return idToken;
  }

  private credentialHeaders(): Record<string, string> {
    return { username: this.account.username, password: this.account.password };
  }

  private async paymentHeaders(): Promise<Record<string, string>> {
    return { authorization: await this.idToken(), 'x-app-key': this.account.appKey };
  }

  /** Creates a payment (mode 0011: checkout without agreement); bKash answers paymentID and bkashURL. */
  async create(input: {
    amount: string;
    invoice: string;
    payerReference: string;
    callbackURL: string;
  }): Promise<BkashAnswer> {
    return this.call('/tokenized/checkout/create', await this.paymentHeaders(), {
      mode: '0011',
      payerReference: input.payerReference,
      callbackURL: input.callbackURL,
      amount: input.amount,
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: input.invoice,
    });
  }

  /** Executes a payment the payer approved: the only call that moves money. */
  async execute(paymentId: string): Promise<BkashAnswer> {
    return this.call('/tokenized/checkout/execute', await this.paymentHeaders(), { paymentID: paymentId });
  }

  /** The state of a payment (after an execute that timed out, or for reconciliation). */
  async status(paymentId: string): Promise<BkashAnswer> {
    return this.call('/tokenized/checkout/payment/status', await this.paymentHeaders(), {
      paymentID: paymentId,
    });
  }

  /** Gives back `amount` of a completed payment; bKash answers refundTrxID and transactionStatus. */
  async refund(input: {
    paymentId: string;
    trxId: string;
    amount: string;
    sku: string;
    reason: string;
  }): Promise<BkashAnswer> {
    return this.call('/tokenized/checkout/payment/refund', await this.paymentHeaders(), {
      paymentID: input.paymentId,
      amount: input.amount,
      trxID: input.trxId,
      sku: input.sku,
      reason: input.reason,
    });
  }

  /** The refund of a payment, if any (the refund call without an amount). */
  async refundStatus(paymentId: string, trxId: string): Promise<BkashAnswer> {
    return this.call('/tokenized/checkout/payment/refund', await this.paymentHeaders(), {
      paymentID: paymentId,
      trxID: trxId,
    });
  }

  private async call(path: string, headers: Record<string, string>, body: object): Promise<BkashAnswer> {
    let response: Response;
    try {
      response = await fetch(`${this.account.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (err) {
      const timedOut = (err as Error).name === 'TimeoutError';
      throw new GatewayError(
        timedOut
          ? `bKash ${path}: no answer within ${this.options.timeoutMs} ms`
          : `bKash ${path}: ${(err as Error).message}`,
        true,
      );
    }
    let answer: BkashAnswer;
    try {
      answer = (await response.json()) as BkashAnswer;
    } catch {
      throw new GatewayError(
        `bKash ${path}: HTTP ${response.status} without a JSON answer`,
        response.status >= 500,
      );
    }
    // Some refusals come as errorCode/errorMessage rather than statusCode/statusMessage.
    const code = answer.statusCode ?? answer.errorCode;
    if (code !== undefined && code !== OK)
      throw new BkashRefusal(
        code,
        answer.statusMessage ?? answer.errorMessage ?? answer.errorMessageEn ?? 'refused',
      );
    if (!response.ok)
      throw new GatewayError(`bKash ${path}: HTTP ${response.status}`, response.status >= 500);
    return answer;
  }
}
