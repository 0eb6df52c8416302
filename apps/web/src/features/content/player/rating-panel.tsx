import type { VideoContent } from '@lms/domain/contract';
import { Rate, Space, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { showApiError } from '../../../lib/show-api-error';
import { getStoredStudent } from '../../../lib/storage';
import { rateContent } from '../api/rate-content';
import { ratingText } from '../rating-text';

/** The half-star rating of a video with its average to one decimal, or 'No ratings yet'. */
export function RatingPanel({ video }: { video: VideoContent }) {
  const { t, n } = useT();
  const [mine, setMine] = useState(video.myRating ?? 0);
  const [summary, setSummary] = useState({ average: video.averageRating, total: video.totalRatings });
  const rate = async (rating: number) => {
    const before = mine;
    setMine(rating);
    try {
      const result = await rateContent({
        contentId: video._id,
        userId: getStoredStudent()?._id ?? '',
        rating,
      });
      setSummary({ average: result.averageRating, total: result.totalRatings });
    } catch (error) {
      setMine(before);
      showApiError(error);
    }
  };
  return (
    <Space wrap size={8} style={{ marginTop: 12 }}>
      <Typography.Text>{t('Rate this video:')}</Typography.Text>
      <Rate allowHalf value={mine} onChange={(value) => void rate(value)} aria-label={t('Your rating')} />
      <Typography.Text type="secondary" data-testid="rating-summary">
        {ratingText(t, n, summary.average, summary.total, true)}
      </Typography.Text>
    </Space>
  );
}
