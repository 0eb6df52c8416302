import type { SubjectCard as Subject } from '@lms/domain/contract';
import { Card, Progress, Typography } from 'antd';
import { AppLink } from '../../../components/app-link';
import { CoverImage } from '../../../components/cover-image';
import { useT } from '../../../lib/i18n/use-t';
import { itemListPath } from '../item-routes';

/** Props of a subject card. */
export interface SubjectCardProps {
  subject: Subject;
  /** Completed share in percent, when known. */
  percentage?: number;
  onOpen: (subject: Subject) => void;
}

/** A subject: image (or fallback), name (or 'Not given') and completion; opens its lectures. */
export function SubjectCard({ subject, percentage, onOpen }: SubjectCardProps) {
  const { t } = useT();
  const name = subject.name?.trim() || t('Not given');
  return (
    <AppLink to={itemListPath('lecture', subject._id)} onClick={() => onOpen(subject)} aria-label={name}>
      <Card
        hoverable
        cover={<CoverImage src={subject.image} alt={name} height={140} />}
        styles={{ body: { padding: 12 } }}
      >
        <Typography.Text strong ellipsis style={{ display: 'block' }}>
          {name}
        </Typography.Text>
        {percentage !== undefined ? (
          <Progress percent={percentage} size="small" aria-label={t('{{name}} completed', { name })} />
        ) : null}
      </Card>
    </AppLink>
  );
}
