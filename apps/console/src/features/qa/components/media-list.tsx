import { groupMedia, type MediaItem } from '@lms/domain';
import { Flex, Image, Typography } from 'antd';
import { useT } from '../../../lib/i18n/use-t';
import { useMediaUrl } from '../../../lib/media-url';

/** The attachments of a question or reply: images as thumbnails, PDFs as links, audio as players. */
export function MediaList({ media }: { media: readonly MediaItem[] }) {
  const { t } = useT();
  const url = useMediaUrl();
  if (media.length === 0) return null;
  const { image, pdf, audio } = groupMedia(media);
  return (
    <Flex vertical gap={8} style={{ marginTop: 8 }}>
      {image.length > 0 && (
        <Image.PreviewGroup>
          <Flex wrap gap={8}>
            {image.map((m) => (
              <Image
                key={m.mediaUrl}
                src={url(m.mediaUrl)}
                width={96}
                height={96}
                alt={t('Attached picture')}
              />
            ))}
          </Flex>
        </Image.PreviewGroup>
      )}
      {pdf.map((m, i) => (
        <Typography.Link key={m.mediaUrl} href={url(m.mediaUrl)} target="_blank" rel="noreferrer">
          {t('PDF attachment {{number}}', { number: i + 1 })}
        </Typography.Link>
      ))}
      {audio.map((m, i) => (
        // biome-ignore lint/a11y/useMediaCaption: a voice question has no captions to offer
        <audio
          key={m.mediaUrl}
          controls
          src={url(m.mediaUrl)}
          aria-label={t('Audio attachment {{number}}', { number: i + 1 })}
        />
      ))}
    </Flex>
  );
}
