import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer, Empty, List } from 'antd';
import { useState } from 'react';
import { type ProfileNotification, unseenCount } from '../../lib/endpoints/get-profile';

/** Props of the notification bell. */
export interface NotificationBellProps {
  notifications: readonly ProfileNotification[] | undefined;
}

/** The bell with the unseen count; it opens the notifications in a right-side drawer 80vw wide. */
export function NotificationBell({ notifications }: NotificationBellProps) {
  const [open, setOpen] = useState(false);
  const count = unseenCount(notifications);
  const entries = (notifications ?? []).filter((entry) => entry.notificationId);
  return (
    <>
      <Badge count={count} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          shape="circle"
          aria-label={`Notifications${count ? ` (${count} unseen)` : ''}`}
          icon={<BellOutlined style={{ fontSize: 20 }} />}
          onClick={() => setOpen(true)}
        />
      </Badge>
      <Drawer title="Notifications" placement="right" size="80vw" open={open} onClose={() => setOpen(false)}>
        {entries.length === 0 ? (
          <Empty description="No notifications" />
        ) : (
          <List
            dataSource={entries}
            renderItem={(entry) => (
              <List.Item style={{ fontWeight: entry.isSeen ? 'normal' : 600 }}>
                {entry.notificationId?.message}
              </List.Item>
            )}
          />
        )}
      </Drawer>
    </>
  );
}
