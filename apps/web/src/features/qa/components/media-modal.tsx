import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { MediaItem } from '@lms/domain';
import { mediaGroupOf } from '@lms/domain';
import { Button, Modal } from 'antd';
import { useEffect } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { useMediaUrl } from './media-url';

/** Props of the media modal. */
export interface MediaModalProps {
  media: readonly MediaItem[];
  /** The item shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

/**
 * Shows one attachment large, with previous and next buttons, the left and right arrow keys and
 * Escape to close. A PDF's viewer keeps the keys while it has the focus.
 */
export function MediaModal({ media, index, onIndexChange }: MediaModalProps) {
  const { t } = useT();
  const url = useMediaUrl();
  const open = index !== null && index >= 0 && index < media.length;
  const hasPrevious = open && index > 0;
  const hasNext = open && index < media.length - 1;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft' && hasPrevious) onIndexChange(index - 1);
      if (event.key === 'ArrowRight' && hasNext) onIndexChange(index + 1);
      // Here rather than antd's own Escape (keyboard off below), which needs the focus inside the
      // dialog: a button disabled at either end loses it.
      if (event.key === 'Escape') onIndexChange(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, index, hasPrevious, hasNext, onIndexChange]);

  const item = open ? media[index] : undefined;
  const group = item ? mediaGroupOf(item.mediaType) : null;
  return (
    <Modal
      open={open}
      onCancel={() => onIndexChange(null)}
      keyboard={false}
      footer={null}
      width={900}
      centered
      destroyOnHidden
      title={open ? `${index + 1} / ${media.length}` : ''}
    >
      {item ? (
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Button
            aria-label={t('Previous')}
            icon={<LeftOutlined />}
            disabled={!hasPrevious}
            onClick={() => onIndexChange(index! - 1)}
          />
          <div data-testid="media-modal-item" style={{ flex: 1, textAlign: 'center', minWidth: 0 }}>
            {group === 'image' ? (
              <img
                src={url(item.mediaUrl)}
                alt={t('Attachment')}
                style={{ maxWidth: '100%', maxHeight: '70vh' }}
              />
            ) : group === 'pdf' ? (
              <iframe
                title={t('PDF attachment')}
                src={url(item.mediaUrl)}
                style={{ width: '100%', height: '70vh', border: 0 }}
              />
            ) : (
              <audio controls src={url(item.mediaUrl)} style={{ width: '100%' }}>
                <track kind="captions" />
              </audio>
            )}
          </div>
          <Button
            aria-label={t('Next')}
            icon={<RightOutlined />}
            disabled={!hasNext}
            onClick={() => onIndexChange(index! + 1)}
          />
        </div>
      ) : null}
    </Modal>
  );
}
