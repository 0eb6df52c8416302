import { uploadRoutes } from '@lms/domain/contract';
import { callApi } from './api';
import { translate } from './i18n/use-t';

/**
 * Uploads a file: a signed request for its type, then a PUT of the bytes to the signed address.
 * Returns the storage key. A file over the limit is refused as `The <what> is too large`; a failed PUT
 * says its status, followed by `afterFailure` (a translated sentence). `omrScan` files go to their own
 * private folder.
 */
export async function uploadFile(
  file: File,
  what: 'file' | 'image' = 'file',
  afterFailure = '',
  purpose: 'upload' | 'omrScan' = 'upload',
): Promise<string> {
  const { signedUrl, key, maxBytes } = (
    await callApi(uploadRoutes.signedRequest, { query: { mimeType: file.type, purpose } })
  ).data;
  if (file.size > maxBytes) {
    const megabytes = Math.floor(maxBytes / 1024 / 1024);
    throw new Error(
      what === 'image'
        ? translate('The image is too large: at most {{megabytes}} MB.', { megabytes })
        : translate('The file is too large: at most {{megabytes}} MB.', { megabytes }),
    );
  }
  const put = await fetch(signedUrl, { method: 'PUT', headers: { 'Content-Type': file.type }, body: file });
  if (!put.ok)
    throw new Error(
      [translate('The upload failed (HTTP {{status}}).', { status: put.status }), afterFailure]
        .filter(Boolean)
        .join(' '),
    );

  return key;
}

/** The bytes of a file as base64 (an .xlsx upload), in slices so large files do not overflow the stack. */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
