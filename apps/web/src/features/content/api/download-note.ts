import { contentRoutes } from '@lms/domain/contract';
import { callApi } from '../../../lib/api-client';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-error';

/** GET /content/file-url/{fileId}, then the file itself as a blob. */
export async function downloadNote(fileId: string): Promise<Blob> {
  const { data } = await callApi(contentRoutes.fileUrl, { params: { fileId } });
  let response: Response;
  try {
    response = await fetch(data.url);
  } catch {
    throw new ApiError(0, NETWORK_ERROR);
  }
  if (!response.ok)
    throw new ApiError(response.status, `Download failed with status code ${response.status}`);
  return response.blob();
}
