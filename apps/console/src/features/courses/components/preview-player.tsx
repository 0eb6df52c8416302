import { loadShaka, type ShakaPlayer } from '@lms/browser/load-shaka';
import { staffContentRoutes } from '@lms/domain/contract';
import { Alert, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { callApi } from '../../../lib/api';
import { errorText } from '../../../lib/error-text';
import { translate, useT } from '../../../lib/i18n/use-t';

/** Refresh the preview token this long before it runs out (it works 20 s). */
const REFRESH_MS = 9_000;

async function previewToken(videoId: string) {
  return (await callApi(staffContentRoutes.previewVideo, { params: { videoId } })).data;
}

/** Adds the access token to the API's HLS requests (playlists and segments). */
function withToken(uri: string, token: string): string {
  const url = new URL(uri, window.location.href);
  if (!url.pathname.includes('/hls/')) return uri;
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * Plays a converted video as students will see it, published or not: Shaka Player (loaded on first
 * use) with a staff preview token added to every request and refreshed while it plays.
 */
export function PreviewPlayer({ videoId, title }: { videoId: string; title: string }) {
  const { t } = useT();
  const element = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'error'; error?: string }>({
    status: 'loading',
  });

  useEffect(() => {
    const video = element.current;
    if (!video) return;
    let disposed = false;
    let player: ShakaPlayer | null = null;
    let token = '';
    let refresh: ReturnType<typeof setInterval> | undefined;
    (async () => {
      const shaka = await loadShaka();
      if (disposed) return;
      if (!shaka.Player.isBrowserSupported())
        throw new Error(translate('This browser cannot play HLS video.'));
      const first = await previewToken(videoId);
      token = first.accessToken;
      player = new shaka.Player();
      await player.attach(video);
      player.getNetworkingEngine()?.registerRequestFilter((_type, request) => {
        request.uris = request.uris.map((uri) => withToken(uri, token));
      });
      refresh = setInterval(() => {
        previewToken(videoId).then(
          (fresh) => {
            token = fresh.accessToken;
          },
          () => undefined,
        );
      }, REFRESH_MS);
      if (disposed) return;
      await player.load(new URL(`/api/${first.url}`, window.location.href).toString());
      if (!disposed) setState({ status: 'ready' });
    })().catch((error: unknown) => {
      if (!disposed) setState({ status: 'error', error: errorText(error) });
    });
    return () => {
      disposed = true;
      if (refresh) clearInterval(refresh);
      void player?.destroy();
    };
  }, [videoId]);

  return (
    <div>
      {state.status === 'error' && (
        <Alert
          type="error"
          showIcon
          title={t('The preview could not play: {{reason}}', { reason: state.error })}
        />
      )}
      <Spin spinning={state.status === 'loading'}>
        {/* biome-ignore lint/a11y/useMediaCaption: uploaded lectures have no caption track */}
        <video
          ref={element}
          controls
          aria-label={t('Preview of {{title}}', { title })}
          data-state={state.status}
          style={{ width: '100%', maxHeight: 360, background: '#000' }}
        />
      </Spin>
    </div>
  );
}
