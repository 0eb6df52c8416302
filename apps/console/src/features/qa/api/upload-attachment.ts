import { ApiError, NETWORK_ERROR } from '@lms/domain/client';
import { uploadRoutes } from '@lms/domain/contract';
import { callApi } from '../../../lib/api';
import { translate } from '../../../lib/i18n/use-t';

/**
 * Uploads one attachment: asks for a signed request, then PUTs the file there, reporting the share
 * sent (0 to 1) as it goes. Resolves to the storage key to attach.
 */
export async function uploadAttachment(file: File, onProgress: (share: number) => void): Promise<string> {
  const mimeType = file.type || 'application/octet-stream';
  const { data } = await callApi(uploadRoutes.signedRequest, { query: { mimeType, purpose: 'upload' } });
  if (file.size > data.maxBytes)
    throw new ApiError(
      413,
      translate('{{name}} is larger than {{megabytes}} MB.', {
        name: file.name,
        megabytes: Math.floor(data.maxBytes / 1024 / 1024),
      }),
    );
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', data.signedUrl);
    xhr.setRequestHeader('Content-Type', mimeType);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () =>
      xhr.status < 300
        ? resolve()
        : reject(
            new ApiError(
              xhr.status,
              translate('The upload of {{name}} failed ({{status}}).', {
                name: file.name,
                status: xhr.status,
              }),
            ),
          );

    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR));
    xhr.send(file);
  });
  onProgress(1);
  return data.key;
}
