import { paisaToTaka, takaToPaisa } from '@lms/domain';
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
} from '../gateway';
import { type BkashAnswer, type BkashClient, BkashRefusal } from './bkash-client';

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** What bKash's `transactionStatus` of a payment means for our order. */
function outcomeOf(answer: BkashAnswer): GatewayOutcome {
  const status = text(answer.transactionStatus);
  switch (status) {
    case 'Completed':
      return {
        kind: 'paid',
        invoice: text(answer.merchantInvoiceNumber ?? answer.merchantInvoice),
        amountPaisa: takaToPaisa(text(answer.amount)),
        currency: text(answer.currency),
        trxId: text(answer.trxID),
      };
    case 'Cancelled':
      return { kind: 'cancelled', reason: 'bKash: the payer cancelled' };
    case 'Failed':
    case 'Expired':
      return { kind: 'failed', reason: `bKash: ${status}` };
    default:
      return { kind: 'pending', reason: `bKash: ${status || 'no status'}` };
  }
}

/**
 * bKash tokenized checkout as a `PaymentGateway`: start creates the payment (the payer goes to
 * `bkashURL`), confirm executes it (only execute moves money), status asks for the payment's state.
 * An execute that times out or is refused (already completed, executed twice) is followed by a status
 * query, so the answer is what bKash recorded, whichever node or callback got there first.
 */
export function bkashGateway(client: BkashClient): PaymentGateway {
  const ask = async (paymentId: string): Promise<GatewayOutcome> => {
    try {
      return outcomeOf(await client.status(paymentId));
    } catch (err) {
      if (err instanceof GatewayError) return { kind: 'pending', reason: err.message };
      throw err;
    }
  };
  return {
    provider: 'bkash',
    async start(order: GatewayOrder, urls: ReturnUrls): Promise<StartedPayment> {
      const answer = await client.create({
        amount: paisaToTaka(order.amountPaisa),
        invoice: order.invoice,
        payerReference: order.studentPhone || order.invoice,
        callbackURL: urls.bkashCallback,
      });
      const paymentId = text(answer.paymentID);
      const bkashUrl = text(answer.bkashURL);
      if (!paymentId || !bkashUrl)
        throw new GatewayError('bKash created no payment (no paymentID or bkashURL)');
      return { redirectUrl: bkashUrl, gatewayRef: paymentId };
    },
    async confirm(input: ConfirmInput): Promise<GatewayOutcome> {
      if (!('paymentId' in input)) throw new Error('bKash confirms a paymentID');
      try {
        const answer = await client.execute(input.paymentId);
        const outcome = outcomeOf(answer);
        return outcome.kind === 'pending' ? ask(input.paymentId) : outcome;
      } catch (err) {
        if (!(err instanceof GatewayError)) throw err;
        const after = await ask(input.paymentId);
        // Refused and not completed: the refusal is the reason (insufficient balance, wrong PIN ...).
        if (err instanceof BkashRefusal && after.kind === 'pending')
          return { kind: 'failed', reason: err.message };
        return after;
      }
    },
    async status(order): Promise<GatewayOutcome> {
      if (!order.gatewayRef) return { kind: 'failed', reason: 'never created at bKash' };
      return ask(order.gatewayRef);
    },
    async refund(request: RefundRequest): Promise<GatewayRefund> {
      if (!request.gatewayRef || !request.trxId)
        return { kind: 'refused', reason: 'bKash never completed this payment' };
      const refunded = (answer: BkashAnswer): GatewayRefund | null =>
        text(answer.transactionStatus) === 'Completed' && text(answer.refundTrxID)
          ? {
              kind: 'refunded',
              refundRef: text(answer.refundTrxID),
              detail: `bKash refund ${text(answer.refundTrxID)}: ${text(answer.amount)} ${text(answer.currency)}`,
            }
          : null;
      try {
        // Asked again (a retry after a lost answer): bKash's refund status tells whether it is done.
        const done = refunded(await client.refundStatus(request.gatewayRef, request.trxId));
        if (done) return done;
      } catch (err) {
        if (!(err instanceof BkashRefusal)) throw err;
      }
      try {
        const answer = await client.refund({
          paymentId: request.gatewayRef,
          trxId: request.trxId,
          amount: paisaToTaka(request.amountPaisa),
          sku: request.invoice,
          reason: request.reason.slice(0, 255),
        });
        return refunded(answer) ?? { kind: 'refused', reason: `bKash: ${text(answer.transactionStatus)}` };
      } catch (err) {
        if (err instanceof BkashRefusal) return { kind: 'refused', reason: err.message };
        throw err;
      }
    },
  };
}
