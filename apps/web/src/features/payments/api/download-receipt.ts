import { feesStudentRoutes, routePath } from '@lms/domain/contract';
import { getBaseUrl } from '../../../lib/api-client';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-error';
import { getSessionId } from '../../../lib/storage';

/** One of the student's receipts as a PDF (in the shown language), saved as `receipt-<serial>.pdf`. */
export async function downloadReceipt(
  receipt: { _id: string; serial: string },
  lang: 'en' | 'bn',
): Promise<void> {
  const url = `${getBaseUrl()}${routePath(feesStudentRoutes.myReceiptPdf, { paymentId: receipt._id })}?lang=${lang}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { Authorization: getSessionId() ?? '', agent: 'browser' } });
  } catch {
    throw new ApiError(0, NETWORK_ERROR);
  }
  if (!response.ok)
    throw new ApiError(response.status, `Download failed with status code ${response.status}`);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = `receipt-${receipt.serial}.pdf`;
  link.click();
  URL.revokeObjectURL(link.href);
}
