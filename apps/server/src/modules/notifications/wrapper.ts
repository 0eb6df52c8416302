import type { NotificationInfo } from '../../db/schema';
import type { StoredNotification } from './notification-repository';

/**
 * A notification as a student receives it (SPEC.md §3 Notification): in GET /student/profile's
 * `notifications` and in the socket's `notification` event.
 */
export interface NotificationWrapper {
  /** Seen by this student (clicked). */
  isSeen: boolean;
  notificationId: {
    _id: string;
    /** `notification` for platform events, `notice` for what staff write. */
    type: 'notification' | 'notice';
    message: string;
    /** ISO time. */
    createdAt: string;
    /** What it is about; the web app navigates from it. */
    info: NotificationInfo;
  };
}

/** Wraps a stored notification for a student. */
export function toWrapper(n: StoredNotification, isSeen: boolean): NotificationWrapper {
  return {
    isSeen,
    notificationId: {
      _id: n.id,
      type: n.type,
      message: n.message,
      createdAt: n.createdAt.toISOString(),
      info: n.info,
    },
  };
}
