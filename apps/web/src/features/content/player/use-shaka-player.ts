import { loadShaka, type ShakaModule, type ShakaPlayer } from '@lms/browser/load-shaka';
import { VIDEO_TOKEN_REFRESH_MS } from '@lms/domain';
import type { VideoContent } from '@lms/domain/contract';
import { useEffect, useRef, useState } from 'react';
import { getBaseUrl } from '../../../lib/api-client';
import { errorTitleOrMessage } from '../../../lib/api-error';
import { getStoredStudent } from '../../../lib/storage';
import { drmAuth } from '../api/drm-auth';
import { getVideoToken } from '../api/get-video-token';
import { withAccessToken } from './access-token-url';
import { browserProbe, detectDrmSystem } from './drm-system';
import { type QualityLevel, qualityLevels } from './quality-levels';

/** The player's state for the modal. */
export interface ShakaState {
  status: 'loading' | 'ready' | 'error';
  error?: string;
  levels: QualityLevel[];
  player: ShakaPlayer | null;
}

/** The absolute address of a video's master playlist (its URL is relative to the API base). */
function manifestUrl(video: VideoContent): string {
  const base = new URL(`${getBaseUrl()}/`, window.location.href);
  return new URL(video.URL, base).toString();
}

async function configureDrm(shaka: ShakaModule, player: ShakaPlayer, video: VideoContent): Promise<string> {
  const system = await detectDrmSystem(browserProbe);
  if (!system) throw new Error('This browser cannot play protected videos.');
  const student = getStoredStudent();
  const auth = await drmAuth({
    userId: `student-${student?.username ?? ''}`,
    contentId: video._id,
    platform: system.drmType,
  });
  const licence = auth.widevineToken ?? auth.playReadyToken ?? auth.fairplayToken ?? '';
  player.configure({
    drm: {
      servers: { [system.keySystem]: auth.licenseUrl },
      ...(auth.certificateUrl
        ? { advanced: { [system.keySystem]: { serverCertificateUri: auth.certificateUrl } } }
        : {}),
    },
  });
  const { LICENSE, SERVER_CERTIFICATE } = shaka.net.NetworkingEngine.RequestType;
  player.getNetworkingEngine()?.registerRequestFilter((type, request) => {
    if (type === LICENSE || type === SERVER_CERTIFICATE) request.headers[auth.licenseHeader] = licence;
  });
  return auth.accessToken;
}

/**
 * Plays a video with Shaka Player (loaded on first use): fetches the access token (and for a
 * protected video the DRM licence token), adds the current token to every playlist and segment
 * request, refreshes it every 9 s, and on unmount clears the timer and disposes the player.
 */
export function useShakaPlayer(element: HTMLVideoElement | null, video: VideoContent): ShakaState {
  const [state, setState] = useState<ShakaState>({ status: 'loading', levels: [], player: null });
  const token = useRef('');

  useEffect(() => {
    if (!element) return;
    let disposed = false;
    let player: ShakaPlayer | null = null;
    let refresh: ReturnType<typeof setInterval> | undefined;
    const fail = (error: unknown) => {
      if (!disposed)
        setState({ status: 'error', error: errorTitleOrMessage(error), levels: [], player: null });
    };
    (async () => {
      const shaka = await loadShaka();
      if (disposed) return;
      if (!shaka.Player.isBrowserSupported()) throw new Error('This browser cannot play this video.');
      player = new shaka.Player();
      await player.attach(element);
      const base = new URL(`${getBaseUrl()}/`, window.location.href).toString();
      player.getNetworkingEngine()?.registerRequestFilter((_type, request) => {
        request.uris = request.uris.map((uri) => withAccessToken(uri, token.current, base));
      });
      token.current =
        video.isDrmEnabled === '1'
          ? await configureDrm(shaka, player, video)
          : (await getVideoToken(video.key)).accessToken;
      refresh = setInterval(() => {
        getVideoToken(video.key).then(
          (fresh) => {
            token.current = fresh.accessToken;
          },
          () => undefined,
        );
      }, VIDEO_TOKEN_REFRESH_MS);
      if (disposed) return;
      await player.load(manifestUrl(video));
      if (disposed) return;
      setState({ status: 'ready', levels: qualityLevels(player.getVariantTracks()), player });
    })().catch(fail);

    return () => {
      disposed = true;
      if (refresh) clearInterval(refresh);
      void player?.destroy();
    };
  }, [video, element]);

  return state;
}
