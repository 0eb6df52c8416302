import { uploadRoutes } from '@lms/domain/contract';
import { callApi } from '../../../lib/api';

/** Why an upload stopped: the message to show, with how far it got. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly percent: number,
  ) {
    super(message);
  }
}

function put(url: string, file: File, onProgress: (percent: number) => void, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let percent = 0;
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable) return;
      percent = Math.floor((event.loaded / event.total) * 100);
      onProgress(percent);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
      } else {
        reject(new UploadError(`The storage refused the file (HTTP ${xhr.status}).`, percent));
      }
    };
    xhr.onerror = () => reject(new UploadError('The connection was lost during the upload.', percent));
    xhr.onabort = () => reject(new UploadError('The upload was cancelled.', percent));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}

/**
 * Uploads a course file: asks for a signed upload URL (`content` purpose), PUTs the file to it with
 * XMLHttpRequest so the real upload progress is reported, and returns the storage key to save.
 */
export async function uploadContentFile(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const signed = (
    await callApi(uploadRoutes.signedRequest, { query: { mimeType: file.type, purpose: 'content' } })
  ).data;
  if (file.size > signed.maxBytes) {
    throw new UploadError(`The file is larger than ${Math.round(signed.maxBytes / 2 ** 20)} MB.`, 0);
  }
  // The local store answers a path on the API's host; a bucket answers a full address.
  const url = new URL(signed.signedUrl, window.location.origin).toString();
  await put(url, file, onProgress, signal);
  return signed.key;
}
