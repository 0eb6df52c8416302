import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../context';
import { videoContents } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/http-error';
import { CONTENT_PREFIX, isSafeKey } from '../../../lib/storage';
import { findItem } from '../content-repository';
import { ffmpegAvailable } from '../video-jobs/ffmpeg';
import { videoJobsOf } from '../video-jobs/run-video-jobs';
import { nextPosition } from './catalog-repository';
import { staffView } from './staff-view';
import { assertStored } from './stored-key';

/** A video staff register: an uploaded HLS folder, or an uploaded video file to convert. */
export interface RegisterVideoInput {
  title: string;
  thumbnail?: string;
  isPublished?: boolean;
  isDrmEnabled?: boolean;
  drmContentId?: string;
  /** An HLS folder uploaded through POST /staff/videos/hls-upload. */
  hls?: { key: string; playlist: string };
  /** A video file uploaded through a `content` signed request, converted to HLS by ffmpeg. */
  sourceKey?: string;
}

/**
 * Adds a video to an item, last in its list. An HLS folder is available at once; a video file is
 * queued for conversion (a background job with progress) and becomes available when it is done.
 */
export async function registerVideo(ctx: AppContext, itemId: string, input: RegisterVideoInput) {
  if (!(await findItem(ctx.db, itemId))) throw notFound('Item not found');
  if (Boolean(input.hls) === Boolean(input.sourceKey)) {
    throw badRequest(
      'Choose one source',
      'Give either an uploaded HLS folder (hls) or a video file (sourceKey).',
    );
  }
  if (input.thumbnail) await assertStored(ctx, input.thumbnail, 'thumbnail', { allowUrl: true });
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
    const [row] = await ctx.db
      .insert(videoContents)
      .values({ ...common, key, playlist, status: 'ready', progress: 100, isAvailable: true })
      .returning();
    return staffView(row!);
  }
  await assertStored(ctx, input.sourceKey!, 'video file');
  if (!(await ffmpegAvailable())) {
    throw badRequest(
      'Video conversion is not available',
      'ffmpeg is not installed on the server: upload an HLS folder instead.',
    );
  }
  const [row] = await ctx.db
    .insert(videoContents)
    .values({
      ...common,
      key: `${CONTENT_PREFIX}hls/${randomUUID()}`,
      playlist: 'master.m3u8',
      sourceKey: input.sourceKey!,
      status: 'queued',
      progress: 0,
      isAvailable: false,
    })
    .returning();
  videoJobsOf(ctx).kick();
  return staffView(row!);
}
