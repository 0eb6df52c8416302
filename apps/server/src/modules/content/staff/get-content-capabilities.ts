import type { ContentCapabilities } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { drmProviderOf } from '../../../lib/drm';
import { ffmpegAvailable } from '../video-jobs/ffmpeg';

/** Whether videos can be DRM-protected (a provider is configured) and files converted (ffmpeg is installed). */
export async function getContentCapabilities(ctx: AppContext): Promise<ContentCapabilities> {
  return { drm: drmProviderOf(ctx.config) !== null, conversion: await ffmpegAvailable() };
}
