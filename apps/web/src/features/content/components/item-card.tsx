import type { StudyItem } from '@lms/domain/contract';
import { RichText } from '@lms/rich-text';
import { Card, Space, Typography } from 'antd';
import { AppLink } from '../../../components/app-link';
import { useT } from '../../../lib/i18n/use-t';
import { notesPath, videosPath } from '../item-routes';

/** A lecture, chapter or question-solve card with its Videos and Notes links. */
export function ItemCard({ item }: { item: StudyItem }) {
  const { t } = useT();
  return (
    <Card
      title={item.name}
      styles={{ body: { padding: 12 } }}
      actions={[
        <AppLink key="videos" to={videosPath(item._id, item.type)}>
          {t('Videos')}
        </AppLink>,
        <AppLink key="notes" to={notesPath(item._id, item.type)}>
          {t('Notes')}
        </AppLink>,
      ]}
    >
      <Space direction="vertical" size={4} style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} style={{ margin: 0 }}>
          {item.description ? <RichText as="span" text={item.description} /> : '\u00a0'}
        </Typography.Paragraph>
      </Space>
    </Card>
  );
}
