import type { AppContext } from '../../context';
import { findOrderByGatewayRef, findOrderByInvoice } from './order-repository';
import { sslStorePassword } from './payment-gateways';
import { resultPage } from './return-urls';
import { askAndSettle, confirmOrder } from './settle-order';
import { ipnSignedByStore } from './sslcommerz/ipn-signature';

/**
 * bKash's return (`?paymentID&status`), which proves nothing: `success` executes the payment (only
 * execute moves money; a time-out is followed by a status query); `failure` and `cancel` ask bKash's
 * status, and a payment it never completed is closed as the payer said. Answers the result page to
 * send the payer to; an unknown paymentID, or an order already settled, changes nothing.
 */
export async function handleBkashCallback(
  ctx: AppContext,
  query: { paymentID?: string | undefined; status?: string | undefined },
  origin: string,
): Promise<string> {
  const order = query.paymentID ? await findOrderByGatewayRef(ctx.db, 'bkash', query.paymentID) : null;
  if (!order) return resultPage(null);
  const settled =
    query.status === 'success'
      ? await confirmOrder(ctx, order, { paymentId: order.gatewayRef ?? '' }, 'callback', origin)
      : await askAndSettle(
          ctx,
          order,
          'callback',
          query.status === 'cancel'
            ? { kind: 'cancelled', reason: 'bKash: the payer cancelled' }
            : {
                kind: 'failed',
                reason: `bKash: the payment ${query.status === 'failure' ? 'failed' : 'did not complete'}`,
              },
          origin,
        );
  return resultPage(settled);
}

/** The SSLCommerz order a posted form's tran_id names, or null. */
async function sslOrderOf(ctx: AppContext, form: Record<string, string>) {
  const order = form.tran_id ? await findOrderByInvoice(ctx.db, form.tran_id) : null;
  return order?.provider === 'sslcommerz' ? order : null;
}

/**
 * SSLCommerz's returns (posted by the payer's browser): `success` with a val_id is validated with
 * SSLCommerz; `fail` and `cancel` ask the tran_id query, and a transaction it never completed is closed
 * as the payer said. Nothing posted is believed but the tran_id (which order) and the val_id (what to
 * validate). Answers the result page.
 */
export async function handleSslReturn(
  ctx: AppContext,
  result: 'success' | 'fail' | 'cancel',
  form: Record<string, string>,
  origin: string,
): Promise<string> {
  const order = await sslOrderOf(ctx, form);
  if (!order) return resultPage(null);
  if (result === 'success' && form.val_id)
    return resultPage(await confirmOrder(ctx, order, { valId: form.val_id }, 'return', origin));
  const fallback =
    result === 'cancel'
      ? ({ kind: 'cancelled', reason: 'SSLCommerz: the payer cancelled' } as const)
      : result === 'fail'
        ? ({ kind: 'failed', reason: 'SSLCommerz: the payment failed' } as const)
        : undefined;
  return resultPage(await askAndSettle(ctx, order, 'return', fallback, origin));
}

/**
 * SSLCommerz's IPN (server to server). One whose signature (`verify_sign` over the `verify_key`
 * fields and our store password) does not verify was not sent by SSLCommerz: it is refused (false)
 * and changes nothing. A signed VALID one is still settled only on the validation API's word about its
 * val_id; any other is checked with the tran_id query (nothing is closed on the IPN's word alone).
 */
export async function handleSslIpn(ctx: AppContext, form: Record<string, string>): Promise<boolean> {
  if (!ipnSignedByStore(form, sslStorePassword(ctx))) {
    ctx.faults.warn('SSLCommerz IPN refused: its signature does not verify', { tranId: form.tran_id });
    return false;
  }
  const order = await sslOrderOf(ctx, form);
  if (!order) return true;
  const status = (form.status ?? '').toUpperCase();
  if ((status === 'VALID' || status === 'VALIDATED') && form.val_id)
    await confirmOrder(ctx, order, { valId: form.val_id }, 'ipn');
  else await askAndSettle(ctx, order, 'ipn');
  return true;
}
