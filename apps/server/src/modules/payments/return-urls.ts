import { PAYMENT_RESULT_PATH } from '@lms/domain/contract';
import type { ReturnUrls } from './gateway';
import type { PaymentOrder } from './order-repository';

/** Where the gateways send the payer and the IPN back to, under our public address `base`. */
export function returnUrls(base: string): ReturnUrls {
  const api = `${base}/api/payments`;
  return {
    bkashCallback: `${api}/bkash/callback`,
    sslSuccess: `${api}/sslcommerz/return/success`,
    sslFail: `${api}/sslcommerz/return/fail`,
    sslCancel: `${api}/sslcommerz/return/cancel`,
    sslIpn: `${api}/sslcommerz/ipn`,
  };
}

/** The student app's result page for an order (or for a return naming no order we know). */
export function resultPage(order: Pick<PaymentOrder, 'id' | 'status'> | null): string {
  const query = new URLSearchParams(
    order ? { order: order.id, status: order.status } : { status: 'unknown' },
  );
  return `${PAYMENT_RESULT_PATH}?${query}`;
}
