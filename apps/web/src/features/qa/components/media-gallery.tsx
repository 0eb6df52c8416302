import { FilePdfOutlined, SoundOutlined } from '@ant-design/icons';
import { groupMedia, type MediaItem } from '@lms/domain';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { MediaModal } from './media-modal';
import { useMediaUrl } from './media-url';

/** Props of the media gallery. */
export interface MediaGalleryProps {
  media: readonly MediaItem[];
}

const chip = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '4px 10px',
  border: '1px solid #d9d9d9',
  borderRadius: 6,
  background: '#fafafa',
  cursor: 'pointer',
} as const;

/**
 * A question's or reply's attachments grouped as images, PDFs and audio clips; a click opens the
 * media modal (the click does not reach the card around it).
 */
export function MediaGallery({ media }: MediaGalleryProps) {
  const { t } = useT();
  const url = useMediaUrl();
  const [open, setOpen] = useState<number | null>(null);
  const groups = groupMedia(media);
  const ordered = [...groups.image, ...groups.pdf, ...groups.audio];
  if (ordered.length === 0) return null;
  const show = (index: number) => (event: { stopPropagation: () => void }) => {
    event.stopPropagation();
    setOpen(index);
  };
  const pdfStart = groups.image.length;
  const audioStart = pdfStart + groups.pdf.length;
  return (
    <div style={{ display: 'grid', gap: 8, marginTop: 8 }}>
      {groups.image.length > 0 ? (
        <div data-testid="media-images" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {groups.image.map((item, i) => (
            <button
              key={item.mediaUrl}
              type="button"
              onClick={show(i)}
              aria-label={t('Image {{i}}', { i: i + 1 })}
              style={{
                padding: 0,
                border: '1px solid #d9d9d9',
                borderRadius: 6,
                background: 'none',
                cursor: 'pointer',
              }}
            >
              <img
                src={url(item.mediaUrl)}
                alt={t('Attachment {{i}}', { i: i + 1 })}
                loading="lazy"
                style={{ width: 96, height: 96, objectFit: 'cover', display: 'block', borderRadius: 6 }}
              />
            </button>
          ))}
        </div>
      ) : null}
      {groups.pdf.length > 0 ? (
        <div data-testid="media-pdfs" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {groups.pdf.map((item, i) => (
            <button key={item.mediaUrl} type="button" style={chip} onClick={show(pdfStart + i)}>
              <FilePdfOutlined style={{ color: '#cf1322' }} /> {t('PDF {{number}}', { number: i + 1 })}
            </button>
          ))}
        </div>
      ) : null}
      {groups.audio.length > 0 ? (
        <div data-testid="media-audio" style={{ display: 'grid', gap: 6 }}>
          {groups.audio.map((item, i) => (
            <div key={item.mediaUrl} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
              <button
                type="button"
                style={chip}
                onClick={show(audioStart + i)}
                aria-label={t('Audio {{i}}', { i: i + 1 })}
              >
                <SoundOutlined />
              </button>
              <audio
                controls
                preload="none"
                src={url(item.mediaUrl)}
                style={{ maxWidth: '100%', height: 36 }}
              >
                <track kind="captions" />
              </audio>
            </div>
          ))}
        </div>
      ) : null}
      {/* React events bubble out of the modal's portal: keep its clicks from opening the card. */}
      <span onClick={(event) => event.stopPropagation()}>
        <MediaModal media={ordered} index={open} onIndexChange={setOpen} />
      </span>
    </div>
  );
}
