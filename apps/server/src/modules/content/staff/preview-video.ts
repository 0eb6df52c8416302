import type { VideoPreview } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { conflict, notFound } from '../../../lib/http-error';
import { findVideo } from '../content-repository';
import { signVideoToken, VIDEO_TOKEN_SECONDS } from '../video-token';
import { videoUrl } from '../views';

/**
 * A short-lived access token for staff to watch a video they manage, published or not, once its
 * conversion is done. The token is the students' kind, bound to the video's folder, under the staff id.
 */
export async function previewVideo(ctx: AppContext, staffId: string, videoId: string): Promise<VideoPreview> {
  const found = await findVideo(ctx.db, videoId);
  if (!found) throw notFound('Video not found');
  const { video } = found;
  if (video.status !== 'ready') {
    throw conflict('Not ready yet', `The video is ${video.status}: it can be previewed once converted.`);
  }
  const expires = Math.floor(ctx.now().getTime() / 1000) + VIDEO_TOKEN_SECONDS;
  return {
    accessToken: signVideoToken(ctx.config.APP_SECRET, {
      studentId: `staff:${staffId}`,
      key: video.key,
      expires,
    }),
    expiresIn: VIDEO_TOKEN_SECONDS,
    url: videoUrl(video),
  };
}
