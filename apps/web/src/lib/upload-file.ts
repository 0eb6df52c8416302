import { type SignedRequest, uploadRoutes } from '@lms/domain/contract';
import { callApi } from './api-client';
import { ApiError, NETWORK_ERROR } from './api-error';

/** What GET /content/signed-request answers. */
export type { SignedRequest };

/**
 * Uploads one file in two steps: GET /content/signed-request?mimeType=, then PUT the file to
 * the signed URL with its content type. Resolves to the storage key to save (profilePic, mediaUrl...).
 * A type the server does not allow fails with its 400 before anything is sent.
 */
export async function uploadFile(file: Blob, options: { signal?: AbortSignal } = {}): Promise<string> {
  const mimeType = file.type || 'application/octet-stream';
  const { data } = await callApi(
    uploadRoutes.signedRequest,
    { query: { mimeType } },
    { signal: options.signal },
  );
  if (file.size > data.maxBytes) {
    throw new ApiError(
      413,
      `The file must be at most ${Math.floor(data.maxBytes / 1024 / 1024)} MB.`,
      'File too large',
    );
  }
  let response: Response;
  try {
    response = await fetch(data.signedUrl, {
      method: 'PUT',
      body: file,
      headers: { 'Content-Type': mimeType },
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError(0, NETWORK_ERROR);
  }
  if (!response.ok)
    throw new ApiError(response.status, `Upload failed with status code ${response.status}`, 'Upload failed');
  return data.key;
}
