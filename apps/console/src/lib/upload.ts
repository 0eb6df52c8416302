import { uploadRoutes } from '@lms/domain/contract';
import { callApi } from './api';

/**
 * Uploads a file: a signed request for its type, then a PUT of the bytes to the signed address.
 * Returns the storage key. A file over the limit is refused as `The <what> is too large`; a failed PUT
 * says its status, followed by `afterFailure`.
 */
export async function uploadFile(file: File, what = 'file', afterFailure = ''): Promise<string> {
  const { signedUrl, key, maxBytes } = (
    await callApi(uploadRoutes.signedRequest, { query: { mimeType: file.type, purpose: 'upload' } })
  ).data;
  if (file.size > maxBytes)
    throw new Error(`The ${what} is too large: at most ${Math.floor(maxBytes / 1024 / 1024)} MB.`);
  const put = await fetch(signedUrl, { method: 'PUT', headers: { 'Content-Type': file.type }, body: file });
  if (!put.ok) throw new Error(`The upload failed (HTTP ${put.status})${afterFailure}.`);
  return key;
}

/** The bytes of a file as base64 (an .xlsx upload), in slices so large files do not overflow the stack. */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
