import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-error';
import { markNotificationSeen } from './notification-repository';

/** Marks one of the student's own notifications seen; another student's (or an unknown) one is a 404. */
export async function markSeen(ctx: AppContext, studentId: string, notificationId: string) {
  if (!(await markNotificationSeen(ctx.db, studentId, notificationId))) throw noSuchNotification();
  return { _id: notificationId, isSeen: true };
}

/** The answer for a notification that is not in the caller's list. */
export const noSuchNotification = () =>
  notFound('Notification not found', 'This notification is not in your list.');
