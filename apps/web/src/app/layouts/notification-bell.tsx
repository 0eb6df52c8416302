import { NotificationCenter } from '../../features/notifications/components/notification-center';
import type { ProfileNotification } from '../../lib/endpoints/get-profile';

/** Props of the notification bell. */
export interface NotificationBellProps {
  notifications: readonly ProfileNotification[] | undefined;
}

/** The header's notification bell: the unseen count, the drawer and the live notifications. */
export function NotificationBell({ notifications }: NotificationBellProps) {
  return <NotificationCenter notifications={notifications} />;
}
