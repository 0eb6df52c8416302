import { BellOutlined } from '@ant-design/icons';
import type { NotificationEntry } from '@lms/domain/contract';
import { Badge, Button, Drawer, Empty } from 'antd';
import { useState } from 'react';
import { unseenCount } from '../../../lib/endpoints/get-profile';
import { useT } from '../../../lib/i18n/use-t';
import { useLiveNotifications } from '../use-live-notifications';
import { useNotificationActions } from '../use-notification-actions';
import { NotificationItem } from './notification-item';

/** Props of the notification center. */
export interface NotificationCenterProps {
  /** The profile's notifications (newest first); undefined while it loads. */
  notifications: readonly NotificationEntry[] | undefined;
}

/**
 * The header's bell with the unseen count; it opens the notifications in a right-side drawer 80vw
 * wide, which marks them seen. It also keeps the realtime socket open so live notifications arrive on top.
 */
export function NotificationCenter({ notifications }: NotificationCenterProps) {
  const { t } = useT();
  useLiveNotifications();
  const [open, setOpen] = useState(false);
  const { open: openEntry, remove, seeAll } = useNotificationActions(() => setOpen(false));
  const count = unseenCount(notifications);
  const entries = notifications ?? [];
  return (
    <>
      <Badge count={count} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          shape="circle"
          aria-label={count ? t('Notifications ({{count}} unseen)', { count }) : t('Notifications')}
          icon={<BellOutlined style={{ fontSize: 20 }} />}
          onClick={() => {
            setOpen(true);
            seeAll(entries);
          }}
        />
      </Badge>
      <Drawer
        title={t('Notifications')}
        placement="right"
        size="80vw"
        open={open}
        onClose={() => setOpen(false)}
      >
        {entries.length === 0 ? (
          <Empty description={t('No notifications')} />
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('Notifications')}>
            {entries.map((entry) => (
              <NotificationItem
                key={entry.notificationId._id}
                entry={entry}
                onOpen={openEntry}
                onDelete={remove}
              />
            ))}
          </ul>
        )}
      </Drawer>
    </>
  );
}
