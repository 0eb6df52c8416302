import type { Queryable } from '../../db/client';
import { listStudentNotifications } from './notification-repository';
import { type NotificationWrapper, toWrapper } from './wrapper';

/** How many notifications a student's list shows: the newest ones; older ones stay stored. */
export const NOTIFICATION_LIST_LIMIT = 100;

/**
 * The student's notifications as wrappers (`isSeen` + the notification), newest first, at most
 * `NOTIFICATION_LIST_LIMIT`; with `type`, only those of that type (a guardian reads the notices).
 */
export async function listNotifications(
  db: Queryable,
  studentId: string,
  type?: 'notification' | 'notice',
): Promise<NotificationWrapper[]> {
  const rows = await listStudentNotifications(db, studentId, NOTIFICATION_LIST_LIMIT, type);
  return rows.map(({ isSeen, ...n }) => toWrapper(n, isSeen));
}
