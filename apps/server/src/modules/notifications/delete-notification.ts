import type { AppContext } from '../../context';
import { noSuchNotification } from './mark-notification-seen';
import { removeStudentNotification } from './notification-repository';

/** Removes a notification from the student's own list; another student's (or an unknown) one is a 404. */
export async function deleteNotification(ctx: AppContext, studentId: string, notificationId: string) {
  if (!(await removeStudentNotification(ctx.db, studentId, notificationId))) throw noSuchNotification();
  return { _id: notificationId, deleted: true };
}
