import type { PaymentProvider, ReportedOutcome } from '@lms/domain';

/** What a gateway is asked to charge: our order, its amount from the server. */
export interface GatewayOrder {
  /** Our invoice number: unique per attempt (bKash merchantInvoiceNumber, SSLCommerz tran_id). */
  invoice: string;
  amountPaisa: number;
  currency: string;
  /** Shown to the payer and sent as the payer reference. */
  studentName: string;
  studentPhone: string;
  /** What is paid, one line (SSLCommerz product_name). */
  description: string;
}

/** Where the gateway sends the payer and its notices back to. */
export interface ReturnUrls {
  /** bKash's callbackURL. */
  bkashCallback: string;
  sslSuccess: string;
  sslFail: string;
  sslCancel: string;
  sslIpn: string;
}

/** A started payment: where to send the payer, and the gateway's own id of it. */
export interface StartedPayment {
  redirectUrl: string;
  /** bKash paymentID, SSLCommerz sessionkey. */
  gatewayRef: string;
}

/**
 * What the gateway says about a payment (the domain's `ReportedOutcome`, with the gateway's transaction
 * id when money moved). `held` is a payment that went through but needs a person (SSLCommerz risk
 * level 1); `pending` means the gateway does not know yet (or could not be asked).
 */
export type GatewayOutcome =
  | (Extract<ReportedOutcome, { kind: 'paid' | 'held' }> & { trxId: string })
  | Extract<ReportedOutcome, { kind: 'failed' | 'cancelled' | 'pending' }>;

/** How our server reaches a payer's confirmation: bKash's paymentID, or SSLCommerz's val_id. */
export type ConfirmInput = { paymentId: string } | { valId: string };

/** A payment to give back, as our order knows it. */
export interface RefundRequest {
  invoice: string;
  /** bKash paymentID, SSLCommerz sessionkey. */
  gatewayRef: string | null;
  /** bKash trxID, SSLCommerz bank_tran_id. */
  trxId: string;
  amountPaisa: number;
  /** Why (bKash reason, SSLCommerz refund_remarks). */
  reason: string;
}

/**
 * The gateway's answer to a refund: given back (with its id of the refund and what it says), or
 * refused with its reason. A gateway that could not be asked throws an unreachable `GatewayError`.
 */
export type GatewayRefund =
  | { kind: 'refunded'; refundRef: string; detail: string }
  | { kind: 'refused'; reason: string };

/** One gateway, as the payment use cases see it (bKash and SSLCommerz behind the same shape). */
export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /** Opens a payment at the gateway for `order`. Throws `GatewayError` when the gateway refuses or is away. */
  start(order: GatewayOrder, urls: ReturnUrls): Promise<StartedPayment>;
  /**
   * Confirms what the payer did: bKash executes the payment (only execute moves money; a time-out is
   * followed by a status query), SSLCommerz asks the validation API about the val_id.
   */
  confirm(input: ConfirmInput): Promise<GatewayOutcome>;
  /** Asks the gateway about a payment whose answer never came (reconciliation). */
  status(order: { invoice: string; gatewayRef: string | null }): Promise<GatewayOutcome>;
  /**
   * Gives a completed payment back. Safe to ask again for the same payment: a payment refunded
   * already answers `refunded` (bKash: its refund status; SSLCommerz: the refund's reference is our
   * invoice).
   */
  refund(request: RefundRequest): Promise<GatewayRefund>;
}

/** The gateway refused a call or could not be reached; `message` says which, for the order's reason. */
export class GatewayError extends Error {
  constructor(
    message: string,
    /** True when the gateway could not be reached or did not answer in time (the outcome is unknown). */
    readonly unreachable = false,
  ) {
    super(message);
  }
}

/** Waits for `promise` at most `ms`; past it, throws an unreachable `GatewayError` (the call may still land). */
export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new GatewayError(`${what}: no answer within ${ms} ms`, true)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
