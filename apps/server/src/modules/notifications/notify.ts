import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import type { NotificationInfo } from '../../db/schema';
import { forEachInSlices } from '../../lib/event-loop';
import { pushToStudents } from '../../plugins/realtime';
import {
  courseMemberIds,
  existingStudentIds,
  groupMemberIds,
  groupsMemberIds,
  insertNotification,
  insertPersonalNotifications,
  type NoticeOrigin,
  type StoredNotification,
} from './notification-repository';
import { type NotificationWrapper, toView, toWrapper } from './wrapper';

/** Live pushes sent between two looks at the other requests waiting. */
const PUSH_SLICE = 500;

/** What to tell students. */
export interface NotifyInput {
  /** `notification` for platform events (exam assigned, result published, reply), `notice` for staff notices. */
  type: 'notification' | 'notice';
  /** The text shown in the drawer. */
  message: string;
  /** What it is about; see `NotificationInfo` for the `on` values the web app navigates from. */
  info?: NotificationInfo;
  /** For a staff notice: who sent it and to whom, kept for the history of sent notices. */
  origin?: NoticeOrigin;
}

/** The socket.io event that carries a notification (bare: `{_id, type, message, createdAt, info}`). */
export const NOTIFICATION_EVENT = 'notification';

/**
 * Stores a notification for each of the students (unknown ids are skipped) and pushes it live to their
 * open sockets on every API node. Returns the wrapper as the students receive it, or null when nobody
 * received it. Call it after your own transaction has committed: the push is immediate.
 */
export async function notifyStudents(
  ctx: AppContext,
  studentIds: readonly string[],
  input: NotifyInput,
): Promise<{ notification: NotificationWrapper; recipients: number } | null> {
  const message = input.message.trim();
  if (!message) throw new Error('A notification needs a message');
  const recipients = await existingStudentIds(ctx.db, [...new Set(studentIds)]);
  if (recipients.length === 0) return null;
  const stored = await insertNotification(
    ctx.db,
    { type: input.type, message, info: input.info ?? {}, createdAt: ctx.now() },
    recipients,
    input.origin,
  );
  const notification = toWrapper(stored, false);
  pushToStudents(ctx, recipients, NOTIFICATION_EVENT, notification.notificationId);
  return { notification, recipients: recipients.length };
}

/** Notifies every member of any of the groups, once each (see `notifyStudents`). */
export async function notifyGroups(ctx: AppContext, groupIds: readonly string[], input: NotifyInput) {
  return notifyStudents(ctx, await groupsMemberIds(ctx.db, groupIds), input);
}

/** Notifies every member of a group (see `notifyStudents`). */
export async function notifyGroup(ctx: AppContext, groupId: string, input: NotifyInput) {
  return notifyStudents(ctx, await groupMemberIds(ctx.db, groupId), input);
}

/** Notifies every student in any group of a course, once each (see `notifyStudents`). */
export async function notifyCourse(ctx: AppContext, courseId: string, input: NotifyInput) {
  return notifyStudents(ctx, await courseMemberIds(ctx.db, courseId), input);
}

/** Personal notifications stored and not pushed yet (`storeEach`), each beside its student. */
export interface StoredEach {
  studentIds: string[];
  stored: StoredNotification[];
}

/**
 * Stores one personal notification per student (each with its own info, e.g. a result id) on `db`, in one
 * transaction: the caller's, to store them with the change they tell of. Unknown student ids are
 * skipped. Push them with `pushEach` once that transaction has committed.
 */
export async function storeEach(
  db: Queryable,
  items: readonly { studentId: string; input: NotifyInput }[],
  createdAt: Date,
): Promise<StoredEach> {
  const known = new Set(await existingStudentIds(db, [...new Set(items.map((i) => i.studentId))]));
  const kept = items
    .filter((i) => known.has(i.studentId) && i.input.message.trim())
    .map((i) => ({
      studentId: i.studentId,
      notification: {
        type: i.input.type,
        message: i.input.message.trim(),
        info: i.input.info ?? {},
        createdAt,
      },
    }));
  if (kept.length === 0) return { studentIds: [], stored: [] };
  const stored = await insertPersonalNotifications(db, kept);
  return { studentIds: kept.map((k) => k.studentId), stored };
}

/** Pushes notifications `storeEach` stored to their students' open sockets; returns how many there were. */
export async function pushEach(ctx: AppContext, each: StoredEach): Promise<number> {
  await forEachInSlices(each.stored, PUSH_SLICE, (n, i) => {
    pushToStudents(ctx, [each.studentIds[i]!], NOTIFICATION_EVENT, toView(n));
  });
  return each.stored.length;
}

/**
 * Stores and pushes one personal notification per student (each with its own info, e.g. a result
 * id) in one transaction. Unknown student ids are skipped.
 */
export async function notifyEach(
  ctx: AppContext,
  items: readonly { studentId: string; input: NotifyInput }[],
): Promise<number> {
  return pushEach(ctx, await storeEach(ctx.db, items, ctx.now()));
}
