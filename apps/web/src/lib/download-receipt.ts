import { feesStudentRoutes, routePath } from '@lms/domain/contract';
import { getBaseUrl } from './api-client';
import { ApiError, NETWORK_ERROR } from './api-error';
import { getSessionId } from './storage';

/**
 * A receipt as a PDF (in the shown language), saved as `receipt-<serial>.pdf`: the student's own, or
 * from `path` (a guardian's copy of a child's receipt).
 */
export async function downloadReceipt(
  receipt: { _id: string; serial: string },
  lang: 'en' | 'bn',
  path = routePath(feesStudentRoutes.myReceiptPdf, { paymentId: receipt._id }),
): Promise<void> {
  const url = `${getBaseUrl()}${path}?lang=${lang}`;
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
