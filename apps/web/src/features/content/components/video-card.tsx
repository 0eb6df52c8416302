import type { VideoContent } from '@lms/domain/contract';
import { RichText } from '@lms/rich-text';
import { Card, Tag, Typography } from 'antd';
import { CoverImage } from '../../../components/cover-image';
import { useT } from '../../../lib/i18n/use-t';
import { ratingText } from '../rating-text';
import { centeredOverlay } from './centered-overlay';

/** A video: thumbnail (or fallback), title, the teacher's description, average rating; a click opens the player. */
export function VideoCard({ video, onOpen }: { video: VideoContent; onOpen: (video: VideoContent) => void }) {
  const { t, n } = useT();
  return (
    <Card
      hoverable
      onClick={() => onOpen(video)}
      role="button"
      tabIndex={0}
      aria-label={t('Play {{videoTitle}}', { videoTitle: video.title })}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') onOpen(video);
      }}
      cover={
        <div style={{ position: 'relative' }}>
          <CoverImage src={video.thumbnail} alt={video.title} height={150} />
          <span
            aria-hidden
            style={{
              ...centeredOverlay,
              fontSize: 40,
              color: 'rgba(255,255,255,0.92)',
              textShadow: '0 2px 8px rgba(0,0,0,0.45)',
            }}
          >
            ▶
          </span>
        </div>
      }
      styles={{ body: { padding: 12 } }}
    >
      <Typography.Text strong ellipsis style={{ display: 'block' }}>
        {video.title}
      </Typography.Text>
      {video.description ? (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0, fontSize: 13 }}>
          <RichText as="span" text={video.description} />
        </Typography.Paragraph>
      ) : null}
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {ratingText(t, n, video.averageRating, video.totalRatings)}
      </Typography.Text>
      {video.completed ? (
        <Tag color="success" style={{ marginLeft: 8 }}>
          {t('Completed')}
        </Tag>
      ) : null}
      {video.isDrmEnabled === '1' ? <Tag style={{ marginLeft: 8 }}>{t('Protected')}</Tag> : null}
    </Card>
  );
}
