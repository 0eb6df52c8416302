import type { AppContext } from '../../context';
import { storageOf } from '../../lib/storage';
import { visibleFile } from './find-visible';

/** How long a note's download URL works, in seconds. */
export const FILE_URL_SECONDS = 60;

/** GET /content/file-url/{fileId}: a short-lived signed URL to download a note the student sees. */
export async function getFileUrl(ctx: AppContext, studentId: string, fileId: string) {
  const { file } = await visibleFile(ctx, studentId, fileId);
  const ext = file.key.slice(file.key.lastIndexOf('.'));
  const url = await storageOf(ctx).signedGetUrl(file.key, {
    expiresInSeconds: FILE_URL_SECONDS,
    downloadName: `${file.title}${ext}`,
  });
  return { url, expiresIn: FILE_URL_SECONDS };
}
