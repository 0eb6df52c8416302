import { DeleteOutlined } from '@ant-design/icons';
import { deviceTimeZone } from '@lms/browser/device-time-zone';
import type { NotificationEntry } from '@lms/domain/contract';
import { RichText } from '@lms/rich-text';
import { Badge, Button, Typography } from 'antd';
import { useT } from '../../../lib/i18n/use-t';
import { formatNotificationTime } from '../notification-time';

/** Props of one notification in the drawer. */
export interface NotificationItemProps {
  entry: NotificationEntry;
  onOpen: (entry: NotificationEntry) => void;
  onDelete: (entry: NotificationEntry) => void;
}

/** One notification: unseen ones bold with a dot; a click opens it, the bin deletes it. */
export function NotificationItem({ entry, onOpen, onDelete }: NotificationItemProps) {
  const { t, n: digits } = useT();
  const n = entry.notificationId;
  return (
    <li
      data-testid="notification-item"
      data-seen={entry.isSeen}
      style={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 8,
        padding: '10px 4px',
        borderBottom: '1px solid #f0f0f0',
        background: entry.isSeen ? undefined : '#f0f7ff',
      }}
    >
      <button
        type="button"
        onClick={() => onOpen(entry)}
        style={{
          flex: 1,
          minWidth: 0,
          textAlign: 'left',
          border: 0,
          background: 'none',
          padding: 0,
          cursor: 'pointer',
          font: 'inherit',
        }}
      >
        <div style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
          {entry.isSeen ? null : <Badge status="processing" aria-label={t('Unseen')} />}
          <Typography.Text strong={!entry.isSeen} style={{ overflowWrap: 'anywhere' }}>
            {n.info?.title && n.type === 'notice' ? `${n.info.title}: ` : ''}
            <RichText as="span" text={n.message} />
          </Typography.Text>
        </div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {digits(formatNotificationTime(n.createdAt, deviceTimeZone()))}
        </Typography.Text>
      </button>
      <Button
        type="text"
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={t('Delete notification')}
        onClick={() => onDelete(entry)}
      />
    </li>
  );
}
