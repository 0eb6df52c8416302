import type { NotificationEntry, NotificationView } from '@lms/domain/contract';
import type { StoredNotification } from './notification-repository';

/** A notification as a student receives it in GET /student/profile's `notifications`. */
export type NotificationWrapper = NotificationEntry;

/** A stored notification as the socket's `notification` event carries it (bare, not wrapped). */
export function toView(n: StoredNotification): NotificationView {
  return { _id: n.id, type: n.type, message: n.message, createdAt: n.createdAt.toISOString(), info: n.info };
}

/** Wraps a stored notification for a student. */
export function toWrapper(n: StoredNotification, isSeen: boolean): NotificationWrapper {
  return { isSeen, notificationId: toView(n) };
}
