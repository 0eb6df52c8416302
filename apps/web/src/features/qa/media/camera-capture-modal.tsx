import { CameraOutlined } from '@ant-design/icons';
import { Button, Modal, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { CAMERA_REDRAW_MS, cameraConstraints } from './camera-constraints';

/** Props of the camera modal. */
export interface CameraCaptureModalProps {
  open: boolean;
  onClose: () => void;
  /** The captured frame, as a JPEG file. */
  onCapture: (file: File) => void;
}

/**
 * Shows the camera (the rear one preferred) on a canvas redrawn about every 16 ms, and captures
 * the frame as a JPEG. A camera that cannot start is logged only.
 */
export function CameraCaptureModal({ open, onClose, onCapture }: CameraCaptureModalProps) {
  const { t } = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open) return;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const video = document.createElement('video');
    video.muted = true;
    video.playsInline = true;
    setReady(false);
    setFailed(false);
    navigator.mediaDevices
      .getUserMedia(cameraConstraints(window.innerWidth))
      .then(async (s) => {
        stream = s;
        if (stopped) return;
        video.srcObject = s;
        await video.play();
        timer = setInterval(() => {
          const target = canvas.current;
          if (!target || video.videoWidth === 0) return;
          if (target.width !== video.videoWidth) target.width = video.videoWidth;
          if (target.height !== video.videoHeight) target.height = video.videoHeight;
          target.getContext('2d')?.drawImage(video, 0, 0);
          setReady(true);
        }, CAMERA_REDRAW_MS);
      })
      .catch((error: unknown) => {
        console.error('The camera could not start', error);
        setFailed(true);
      });
    return () => {
      stopped = true;
      clearInterval(timer);
      video.srcObject = null;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [open]);

  const capture = () => {
    canvas.current?.toBlob(
      (blob) => {
        if (!blob) return;
        onCapture(new File([blob], `capture-${Date.now()}.jpg`, { type: 'image/jpeg' }));
        onClose();
      },
      'image/jpeg',
      0.9,
    );
  };

  return (
    <Modal
      open={open}
      title={t('Capture Image')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      maskClosable={false}
    >
      <div style={{ display: 'grid', gap: 12 }}>
        <canvas
          ref={canvas}
          data-testid="camera-preview"
          style={{
            width: '100%',
            maxHeight: '60vh',
            objectFit: 'contain',
            background: '#000',
            borderRadius: 6,
          }}
        />
        {failed ? (
          <Typography.Text type="secondary">{t('The camera is not available.')}</Typography.Text>
        ) : null}
        <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button onClick={onClose}>{t('Cancel')}</Button>
          <Button type="primary" icon={<CameraOutlined />} disabled={!ready} onClick={capture}>
            {t('Capture')}
          </Button>
        </Space>
      </div>
    </Modal>
  );
}
