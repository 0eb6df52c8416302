import type { StaffVideo, VideoChanges } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { conflict, notFound } from '../../../lib/http-error';
import { findVideo } from '../content-repository';
import { updateVideoRow } from './catalog-repository';
import { releaseOf } from './release-of';
import { staffView } from './staff-view';
import { assertImageStored } from './stored-key';

/** Publishes, schedules, unpublishes or edits (renames, describes) a video. A video still converting cannot be made available. */
export async function updateVideo(
  ctx: AppContext,
  videoId: string,
  input: VideoChanges,
): Promise<StaffVideo> {
  const found = await findVideo(ctx.db, videoId);
  if (!found) throw notFound('Video not found');
  if (input.isAvailable && found.video.status !== 'ready') {
    throw conflict('Not ready', `The video is ${found.video.status}; it becomes available when converted.`);
  }
  await assertImageStored(ctx, input.thumbnail, 'thumbnail');
  const { isPublished, releaseAt, ...rest } = input;
  const row = await updateVideoRow(ctx.db, videoId, { ...rest, ...releaseOf({ isPublished, releaseAt }) });
  return staffView(row!);
}
