import { PLAYBACK_SPEEDS, SKIP_SECONDS } from '@lms/domain';
import type { VideoContent } from '@lms/domain/contract';
import { RichText } from '@lms/rich-text';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Select, Space, Spin, Typography } from 'antd';
import { type MouseEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { markComplete } from '../api/mark-complete';
import { centeredOverlay } from '../components/centered-overlay';
import { createCompletionTracker } from './completion-tracker';
import { createDoubleClickDetector, skipDirection } from './double-click';
import { RatingPanel } from './rating-panel';
import { useShakaPlayer } from './use-shaka-player';
import { Watermark } from './watermark';

/** Props of the player modal. */
export interface VideoPlayerModalProps {
  video: VideoContent;
  courseId: string;
  subjectId: string;
  onClose: () => void;
}

const NATIVE_BAR_PX = 52;

/**
 * The video player in a modal: HLS through Shaka, speeds 0.25-2, skip 10 s by
 * buttons or a double click, quality menu, half-star rating, a moving username+sid watermark, no
 * context menu, completion once at 80% or at the end. Closing disposes the player and its timers.
 */
export function VideoPlayerModal({ video, courseId, subjectId, onClose }: VideoPlayerModalProps) {
  const { t } = useT();
  // the modal mounts its body after this component: a state ref lets the effects run once the element exists
  const [element, setElement] = useState<HTMLVideoElement | null>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const player = useShakaPlayer(element, video);
  const [speed, setSpeed] = useState(1);
  const [quality, setQuality] = useState<string>('auto');
  const detector = useMemo(() => createDoubleClickDetector(), []);
  const singleClick = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!element) return;
    // The lists are asked for again once the server has the completion: a student who closes the
    // player right at the end would otherwise get the list from before it (closing refreshes it too).
    const tracker = createCompletionTracker(() => {
      void markComplete({ contentId: video._id, courseId, subjectId, type: 'video' })
        .then(() => queryClient.invalidateQueries({ queryKey: ['content'] }))
        .catch(() => undefined);
    });
    const onTime = () => tracker.progress(element.currentTime, element.duration);
    const onEnded = () => tracker.ended();
    element.addEventListener('timeupdate', onTime);
    element.addEventListener('ended', onEnded);
    return () => {
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('ended', onEnded);
      if (singleClick.current) clearTimeout(singleClick.current);
    };
  }, [element, video._id, courseId, subjectId, queryClient]);

  const skip = (seconds: number) => {
    if (!element) return;
    const end = Number.isFinite(element.duration) ? element.duration : Number.POSITIVE_INFINITY;
    element.currentTime = Math.min(Math.max(0, element.currentTime + seconds), end);
  };

  const changeSpeed = (rate: number) => {
    setSpeed(rate);
    if (element) element.playbackRate = rate;
  };

  const changeQuality = (value: string) => {
    setQuality(value);
    const shaka = player.player;
    if (!shaka) return;
    if (value === 'auto') {
      shaka.configure({ abr: { enabled: true } });
      return;
    }
    shaka.configure({ abr: { enabled: false } });
    const track = shaka.getVariantTracks().find((t) => String(t.id) === value);
    if (track) shaka.selectVariantTrack(track, true);
  };

  const onFrameClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (detector.click(event.timeStamp)) {
      if (singleClick.current) clearTimeout(singleClick.current);
      skip(skipDirection(event.clientX - box.left, box.width) * SKIP_SECONDS);
      return;
    }
    singleClick.current = setTimeout(() => {
      if (element) void (element.paused ? element.play().catch(() => undefined) : element.pause());
    }, 300);
  };

  return (
    <Modal
      open
      title={video.title}
      onCancel={onClose}
      footer={null}
      width={960}
      style={{ maxWidth: 'calc(100vw - 16px)', top: 24 }}
      destroyOnHidden
    >
      <div onContextMenu={(event) => event.preventDefault()}>
        <div ref={frameRef} style={{ position: 'relative', background: '#000', lineHeight: 0 }}>
          {/* biome-ignore lint/a11y/useMediaCaption: captions come as the HLS stream's own text tracks, which Shaka adds */}
          <video
            ref={setElement}
            data-testid="video-player"
            controls
            playsInline
            disablePictureInPicture
            controlsList="nodownload nofullscreen noremoteplayback noplaybackrate"
            style={{ width: '100%', maxHeight: '70vh', background: '#000' }}
          />
          <div
            data-testid="video-click-area"
            onClick={onFrameClick}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              right: 0,
              bottom: NATIVE_BAR_PX,
              cursor: 'pointer',
              zIndex: 1,
            }}
          />
          <Watermark />
          {player.status === 'loading' ? (
            <div style={centeredOverlay}>
              <Spin role="status" size="large" aria-label={t('Loading video')} />
            </div>
          ) : null}
        </div>
        {player.status === 'error' ? (
          <Alert
            type="error"
            showIcon
            style={{ marginTop: 12 }}
            message={t(player.error ?? 'This video cannot be played.')}
          />
        ) : null}
        <Space wrap size={8} style={{ marginTop: 12 }}>
          <Button onClick={() => skip(-SKIP_SECONDS)} aria-label={t('Back 10 seconds')}>
            « 10s
          </Button>
          <Button onClick={() => skip(SKIP_SECONDS)} aria-label={t('Forward 10 seconds')}>
            10s »
          </Button>
          <Select
            aria-label={t('Playback speed')}
            value={speed}
            onChange={changeSpeed}
            style={{ width: 96 }}
            options={PLAYBACK_SPEEDS.map((rate) => ({ value: rate, label: `${rate}x` }))}
          />
          {player.status === 'ready' && player.levels.length === 0 ? (
            <Typography.Text type="secondary">{t('No quality levels available')}</Typography.Text>
          ) : (
            <Select
              aria-label={t('Quality')}
              value={quality}
              onChange={changeQuality}
              style={{ width: 110 }}
              disabled={player.status !== 'ready'}
              options={[
                { value: 'auto', label: t('Auto') },
                ...player.levels.map((level) => ({ value: String(level.trackId), label: level.label })),
              ]}
            />
          )}
          <Button onClick={() => void frameRef.current?.requestFullscreen?.().catch(() => undefined)}>
            {t('Full screen')}
          </Button>
        </Space>
        {video.description ? (
          <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
            <RichText text={video.description} />
          </Typography.Paragraph>
        ) : null}
        <RatingPanel video={video} />
      </div>
    </Modal>
  );
}
