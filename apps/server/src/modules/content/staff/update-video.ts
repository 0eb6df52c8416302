import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { videoContents } from '../../../db/schema';
import { conflict, notFound } from '../../../lib/http-error';
import { findVideo } from '../content-repository';
import { staffView } from './staff-view';
import { assertStored } from './stored-key';

/** What staff change on a video: title, thumbnail, publishing, availability, DRM. */
export interface UpdateVideoInput {
  title?: string;
  thumbnail?: string;
  isPublished?: boolean;
  isAvailable?: boolean;
  isDrmEnabled?: boolean;
  drmContentId?: string;
}

/** Publishes, unpublishes or edits a video. A video still converting cannot be made available. */
export async function updateVideo(ctx: AppContext, videoId: string, input: UpdateVideoInput) {
  const found = await findVideo(ctx.db, videoId);
  if (!found) throw notFound('Video not found');
  if (input.isAvailable && found.video.status !== 'ready') {
    throw conflict('Not ready', `The video is ${found.video.status}; it becomes available when converted.`);
  }
  if (input.thumbnail) await assertStored(ctx, input.thumbnail, 'thumbnail', { allowUrl: true });
  const [row] = await ctx.db
    .update(videoContents)
    .set(input)
    .where(eq(videoContents.id, videoId))
    .returning();
  return staffView(row!);
}

/** A video as staff see it, with its conversion status and progress. */
export async function getStaffVideo(ctx: AppContext, videoId: string) {
  const found = await findVideo(ctx.db, videoId);
  if (!found) throw notFound('Video not found');
  return staffView(found.video);
}
