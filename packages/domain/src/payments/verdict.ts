import type { PaymentStatus } from './status';

/** What a gateway said about a payment, as the verdict reads it. */
export type ReportedOutcome =
  | {
      kind: 'paid' | 'held';
      /** Our invoice as the gateway reports it. */
      invoice: string;
      /** What it really charged; null when it wrote something that is not an amount. */
      amountPaisa: number | null;
      currency: string;
      reason?: string;
    }
  | { kind: 'failed' | 'cancelled' | 'pending'; reason: string };

/** The order as the verdict compares it: what we asked to be charged, and where it stands. */
export interface OrderTerms {
  invoice: string;
  amountPaisa: number;
  currency: string;
  status: PaymentStatus;
}

/**
 * What an order becomes on a gateway's word: `refused` when the word is about another invoice (the
 * order stays as it is: nothing is taken from an answer that is not its own), `stay` while the gateway
 * does not know or the order is settled already, else the new status and why. A payment whose amount
 * or currency differs from the order is `held` (money moved, but not what was asked: a person
 * decides), never `paid`; so is a payment reported for an order already closed as failed or cancelled
 * (a payer who paid after a cancel was believed must not be lost).
 */
export function judgeOutcome(
  order: OrderTerms,
  outcome: ReportedOutcome,
): { verdict: 'refused' | 'stay'; reason: string } | { verdict: PaymentStatus; reason: string | null } {
  const moneyMoved = outcome.kind === 'paid' || outcome.kind === 'held';
  const closed = order.status === 'failed' || order.status === 'cancelled';
  if (order.status !== 'pending' && !(closed && moneyMoved))
    return { verdict: 'stay', reason: `the order is ${order.status} already` };
  if (outcome.kind !== 'paid' && outcome.kind !== 'held')
    return { verdict: outcome.kind === 'pending' ? 'stay' : outcome.kind, reason: outcome.reason ?? '' };
  if (outcome.invoice !== order.invoice)
    return {
      verdict: 'refused',
      reason: `the gateway's answer is for invoice ${outcome.invoice || '(none)'}`,
    };
  if (closed)
    return {
      verdict: 'held',
      reason: `the gateway reports a payment after the order was closed as ${order.status}`,
    };
  if (outcome.amountPaisa !== order.amountPaisa || outcome.currency !== order.currency) {
    const charged = outcome.amountPaisa === null ? 'an unreadable amount' : `${outcome.amountPaisa} paisa`;
    return {
      verdict: 'held',
      reason: `amount differs: the gateway charged ${charged} ${outcome.currency}, the order is ${order.amountPaisa} paisa ${order.currency}`,
    };
  }
  if (outcome.kind === 'held') return { verdict: 'held', reason: outcome.reason ?? 'held by the gateway' };
  return { verdict: 'paid', reason: null };
}
