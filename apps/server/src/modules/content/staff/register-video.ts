import { randomUUID } from 'node:crypto';
import type { StaffVideo, VideoBody } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { badRequest, notFound } from '../../../lib/http-error';
import { CONTENT_PREFIX, isSafeKey } from '../../../lib/storage';
import { findItem } from '../content-repository';
import { ffmpegAvailable } from '../video-jobs/ffmpeg';
import { videoJobsOf } from '../video-jobs/run-video-jobs';
import { insertVideo, nextPosition } from './catalog-repository';
import { staffView } from './staff-view';
import { assertImageStored, assertStored } from './stored-key';

/**
 * Adds a video to an item, last in its list. An HLS folder is available at once; a video file is
 * queued for conversion (a background job with progress) and becomes available when it is done.
 */
export async function registerVideo(ctx: AppContext, itemId: string, input: VideoBody): Promise<StaffVideo> {
  if (!(await findItem(ctx.db, itemId))) throw notFound('Item not found');
  if (Boolean(input.hls) === Boolean(input.sourceKey)) {
    throw badRequest(
      'Choose one source',
      'Give either an uploaded HLS folder (hls) or a video file (sourceKey).',
    );
  }
  await assertImageStored(ctx, input.thumbnail, 'thumbnail');
  const common = {
    itemId,
    title: input.title,
    thumbnail: input.thumbnail ?? '',
    isPublished: input.isPublished ?? false,
    isDrmEnabled: input.isDrmEnabled ?? false,
    drmContentId: input.drmContentId ?? '',
    position: await nextPosition(ctx.db, 'videos', itemId),
  };
  if (input.hls) {
    const { key, playlist } = input.hls;
    if (!key.startsWith(`${CONTENT_PREFIX}hls/`) || !isSafeKey(key)) {
      throw badRequest('Unknown HLS folder', 'Use the key of POST /staff/videos/hls-upload.');
    }
    await assertStored(ctx, `${key}/${playlist}`, 'playlist');
    const row = await insertVideo(ctx.db, {
      ...common,
      key,
      playlist,
      status: 'ready',
      progress: 100,
      isAvailable: true,
    });
    return staffView(row);
  }
  await assertStored(ctx, input.sourceKey!, 'video file');
  if (!(await ffmpegAvailable())) {
    throw badRequest(
      'Video conversion is not available',
      'ffmpeg is not installed on the server: upload an HLS folder instead.',
    );
  }
  const row = await insertVideo(ctx.db, {
    ...common,
    key: `${CONTENT_PREFIX}hls/${randomUUID()}`,
    playlist: 'master.m3u8',
    sourceKey: input.sourceKey!,
    status: 'queued',
    progress: 0,
    isAvailable: false,
  });
  videoJobsOf(ctx).kick();
  return staffView(row);
}
