/** The gateways a student can pay through. */
export const PAYMENT_PROVIDERS = ['bkash', 'sslcommerz'] as const;
/** One gateway. */
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Where a payment order stands: `pending` until the gateway's answer is verified, then `paid`,
 * `failed`, `cancelled` (the payer stopped) or `held` (money may have moved but the order needs a
 * person: a risky transaction, an amount or currency that differs from the order). A held order is
 * resolved by the office: accepted (`paid`, recorded in the fees ledger) or `refund` (the money goes
 * back to the payer; nothing is recorded). The office then gives a `refund` order back through the
 * gateway's refund API: `refunded`, or `refund_failed` with the gateway's answer (then the merchant
 * panel is the way).
 */
export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'failed',
  'cancelled',
  'held',
  'refund',
  'refunded',
  'refund_failed',
] as const;
/** One order status. */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A settled order never changes again: only a pending one may move. */
export function isSettled(status: PaymentStatus): boolean {
  return status !== 'pending';
}
