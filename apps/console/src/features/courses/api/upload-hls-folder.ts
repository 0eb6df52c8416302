import { staffContentRoutes } from '@lms/domain/contract';
import { callApi } from '../../../lib/api';
import { translate } from '../../../lib/i18n/use-t';
import { percentOf, putWithProgress, UploadError } from './upload-file';

/** A picked folder's files with their paths inside it (the folder's own name taken off). */
function relativeFiles(files: File[]): { path: string; file: File }[] {
  return files.map((file) => ({
    path: (file.webkitRelativePath || file.name).split('/').slice(1).join('/') || file.name,
    file,
  }));
}

/**
 * Uploads an already converted HLS folder (master.m3u8 with its renditions): one signed URL per
 * file, then each file PUT in turn; `onProgress` gets the percent of all the folder's bytes.
 * Returns the folder's storage key to register the video with.
 */
export async function uploadHlsFolder(files: File[], onProgress: (percent: number) => void): Promise<string> {
  const entries = relativeFiles(files).filter((e) => !e.path.split('/').some((part) => part.startsWith('.')));
  if (!entries.some((e) => e.path === 'master.m3u8')) {
    throw new UploadError(
      translate('The folder has no master.m3u8 at its top: pick the HLS folder itself.'),
      0,
    );
  }
  const { key, uploads } = (
    await callApi(staffContentRoutes.hlsUpload, { body: { files: entries.map((e) => e.path) } })
  ).data;
  const total = entries.reduce((n, e) => n + e.file.size, 0);
  let done = 0;
  for (const [i, entry] of entries.entries()) {
    const target = uploads.find((u) => u.path === entry.path);
    if (!target)
      throw new UploadError(
        translate('The server gave no upload address for {{path}}.', { path: entry.path }),
        percentOf(done, total),
      );
    try {
      await putWithProgress(target.signedUrl, entry.file, target.contentType, (sent) =>
        onProgress(percentOf(done + sent, total)),
      );
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw new UploadError(
        translate(
          'File {{number}} of {{total}} ({{path}}) did not upload: {{why}} The {{stored}} files before it were stored but no video was added.',
          { number: i + 1, total: entries.length, path: entry.path, why, stored: i },
        ),

        percentOf(done, total),
      );
    }
    done += entry.file.size;
  }
  return key;
}
