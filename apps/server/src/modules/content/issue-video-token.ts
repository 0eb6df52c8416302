import type { AppContext } from '../../context';
import { assertNotHeld } from '../fees/hold-policy';
import { assertVisible, seesItem } from './access';
import { studentAccess } from './access-repository';
import { videosByKey } from './content-repository';
import { signVideoToken, VIDEO_TOKEN_SECONDS } from './video-token';
import { isWatchable, videoKeyOf } from './views';

/**
 * POST /lecture/getToken {key}: a short-lived access token for a video folder the student may watch
 * (`key` is the folder's key or the video's `URL`). The HLS routes serve playlists and segments only
 * with it; the player refreshes it every 9 s.
 */
export async function issueVideoToken(ctx: AppContext, studentId: string, keyOrUrl: string) {
  await assertNotHeld(ctx, studentId);
  const key = videoKeyOf(keyOrUrl);
  const [access, videos] = await Promise.all([studentAccess(ctx.db, studentId), videosByKey(ctx.db, key)]);
  const watchable = videos.find((v) => isWatchable(v.video, ctx.now()) && seesItem(access, v.item));
  assertVisible(watchable, () => true, 'Video');
  const expires = Math.floor(ctx.now().getTime() / 1000) + VIDEO_TOKEN_SECONDS;
  return {
    accessToken: signVideoToken(ctx.config.APP_SECRET, { studentId, key, expires }),
    expiresIn: VIDEO_TOKEN_SECONDS,
  };
}
