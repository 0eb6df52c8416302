import type { DrmAuth } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { type DrmType, drmProviderOf } from '../../lib/drm';
import { forbidden, HttpError, notFound } from '../../lib/http-error';
import { visibleVideo } from './find-visible';
import { issueVideoToken } from './issue-video-token';

const TOKEN_FIELD = {
  Widevine: 'widevineToken',
  PlayReady: 'playReadyToken',
  FairPlay: 'fairplayToken',
} as const;

/**
 * POST /content/drm-auth: for a DRM-protected video the student may watch, the licence token of the
 * configured provider for the player's DRM system, with the stream's access token. Without a provider
 * the video is unavailable (503).
 */
export async function authorizeDrm(
  ctx: AppContext,
  student: { id: string; username: string },
  input: { userId: string; contentId: string; platform: DrmType },
): Promise<DrmAuth> {
  if (input.userId !== `student-${student.username}`) {
    throw forbidden('Not allowed', 'You can ask for a licence only as yourself.');
  }
  const { video } = await visibleVideo(ctx, student.id, input.contentId);
  if (!video.isDrmEnabled) throw notFound('Not protected', 'This video is not DRM-protected.');
  const provider = drmProviderOf(ctx.config);
  if (!provider) {
    throw new HttpError(
      503,
      'Video unavailable',
      'This protected video is not available right now.',
      'drmUnavailable',
    );
  }
  const licence = provider.licence({
    drmType: input.platform,
    userId: input.userId,
    contentId: video.drmContentId || video.id,
    now: ctx.now(),
  });
  const { accessToken } = await issueVideoToken(ctx, student.id, video.key);
  return {
    drmType: licence.drmType,
    [TOKEN_FIELD[licence.drmType]]: licence.token,
    licenseHeader: licence.header,
    licenseUrl: licence.licenseUrl,
    certificateUrl: licence.certificateUrl ?? null,
    accessToken,
  };
}
