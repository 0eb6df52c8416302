import { randomUUID } from 'node:crypto';
import { HLS_FILE_MAX_BYTES, HLS_FILE_TYPES } from '@lms/domain';
import type { AppContext } from '../../../context';
import { badRequest } from '../../../lib/http-error';
import { CONTENT_PREFIX, contentTypeOf, isSafeKey, storageOf } from '../../../lib/storage';

/**
 * Starts the upload of an HLS folder: a fresh folder key and one signed PUT URL per relative path
 * (`master.m3u8`, `v0/index.m3u8`, `v0/seg_000.m4s`, ...). Register the video with the key afterwards.
 */
export async function createHlsUpload(ctx: AppContext, paths: string[]) {
  const key = `${CONTENT_PREFIX}hls/${randomUUID()}`;
  const bad = paths.filter((p) => !isSafeKey(p) || !HLS_FILE_TYPES.includes(contentTypeOf(p)));
  if (bad.length > 0) {
    throw badRequest(
      'Not an HLS file',
      `These paths are not HLS playlists or segments: ${bad.slice(0, 5).join(', ')}.`,
    );
  }
  if (!paths.some((p) => p.endsWith('.m3u8')))
    throw badRequest('No playlist', 'An HLS folder needs a .m3u8 playlist.');
  const storage = storageOf(ctx);
  const uploads = await Promise.all(
    paths.map(async (path) => ({
      path,
      contentType: contentTypeOf(path),
      signedUrl: await storage.signedPutUrl(`${key}/${path}`, contentTypeOf(path), {
        maxBytes: HLS_FILE_MAX_BYTES,
        expiresInSeconds: 3600,
      }),
    })),
  );
  return { key, uploads };
}
