import type { ReceiptView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-error';
import { getBranding } from '../branding/get-branding';
import { logoImage } from '../branding/logo-image';
import { findReceipt } from './payment-repository';
import { receiptPdf } from './receipt-pdf';
import { receiptView } from './receipt-view';

/** GET /staff/fees/payments/{paymentId}: one receipt, else 404. */
export async function staffReceipt(ctx: AppContext, paymentId: string): Promise<ReceiptView> {
  const row = await findReceipt(ctx.db, paymentId);
  if (!row) throw notFound('No such payment');
  return receiptView(ctx.db, row);
}

/** A student's own receipt, else 404 (another student's receipt is not theirs to know of). */
export async function ownReceipt(
  ctx: AppContext,
  studentId: string,
  paymentId: string,
): Promise<ReceiptView> {
  const row = await findReceipt(ctx.db, paymentId);
  if (!row || row.payment.studentId !== studentId) throw notFound('No such payment');
  return receiptView(ctx.db, row);
}

/** A receipt as a PDF file with its download name (the serial), under the institute's name and logo. */
export async function receiptFile(
  ctx: AppContext,
  receipt: ReceiptView,
  options: { size: 'A5' | 'A4'; lang: 'en' | 'bn' },
) {
  const branding = await getBranding(ctx);
  const institute = { ...branding, logo: await logoImage(ctx, branding) };
  return { name: `receipt-${receipt.serial}.pdf`, body: await receiptPdf(receipt, institute, options) };
}
