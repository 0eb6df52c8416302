import { uploadRoutes } from '@lms/domain/contract';
import { callApi } from '../../../lib/api';
import { translate } from '../../../lib/i18n/use-t';

/** Why an upload stopped: the message to show, with how far it got. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly percent: number,
  ) {
    super(message);
  }
}

/** A share of a whole in percent, rounded down (100 only when all of it is done). */
export const percentOf = (done: number, total: number) =>
  total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 100;

/**
 * PUTs a file to a signed upload URL with XMLHttpRequest (fetch cannot report upload progress),
 * calling `onBytes` with the bytes sent so far. A failure is an UploadError with the percent reached.
 */
export function putWithProgress(
  signedUrl: string,
  file: Blob,
  contentType: string,
  onBytes: (sent: number) => void,
): Promise<void> {
  // The local store answers a path on the API's host; a bucket answers a full address.
  const url = new URL(signedUrl, window.location.origin).toString();
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let sent = 0;
    const failed = (message: string) => new UploadError(message, percentOf(sent, file.size));
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (event) => {
      sent = event.loaded;
      onBytes(sent);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onBytes(file.size);
        resolve();
      } else
        reject(failed(translate('The storage refused the file (HTTP {{status}}).', { status: xhr.status })));
    };
    xhr.onerror = () => reject(failed(translate('The connection was lost during the upload.')));
    xhr.onabort = () => reject(failed(translate('The upload was cancelled.')));
    xhr.send(file);
  });
}

/**
 * Uploads a course file: asks for a signed upload URL (`content` purpose), PUTs the file to it with
 * real upload progress in percent, and returns the storage key to save.
 */
export async function uploadContentFile(file: File, onProgress: (percent: number) => void): Promise<string> {
  const signed = (
    await callApi(uploadRoutes.signedRequest, { query: { mimeType: file.type, purpose: 'content' } })
  ).data;
  if (file.size > signed.maxBytes) {
    throw new UploadError(
      translate('The file is larger than {{megabytes}} MB.', {
        megabytes: Math.round(signed.maxBytes / 2 ** 20),
      }),
      0,
    );
  }
  await putWithProgress(signed.signedUrl, file, file.type, (sent) => onProgress(percentOf(sent, file.size)));
  return signed.key;
}
