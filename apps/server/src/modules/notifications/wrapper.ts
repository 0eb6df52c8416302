import type { NotificationEntry } from '@lms/domain/contract';
import type { StoredNotification } from './notification-repository';

/**
 * A notification as a student receives it: in GET /student/profile's
 * `notifications` and in the socket's `notification` event.
 */
export type NotificationWrapper = NotificationEntry;

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
