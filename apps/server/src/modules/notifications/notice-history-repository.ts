import { and, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { courses, groups, notifications, staff, studentNotifications, students } from '../../db/schema';
import type { NoticeAudience, NotificationInfo } from '../../db/schema/notifications';
import { courseMemberIds, existingStudentIds, groupsMemberIds } from './notification-repository';

// Bounded so one insert never nears PostgreSQL's 65535 bind parameters.
const CHUNK = 2000;

const isNotice = eq(notifications.type, 'notice');

/** One page of staff notices, newest first, with the sender's name, and how many there are. */
export async function findNoticePage(db: Queryable, offset: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: notifications.id,
        message: notifications.message,
        info: notifications.info,
        createdAt: notifications.createdAt,
        audience: notifications.audience,
        recipients: notifications.recipients,
        recalledAt: notifications.recalledAt,
        scheduledFor: notifications.scheduledFor,
        senderId: notifications.senderId,
        senderName: staff.name,
      })
      .from(notifications)
      .leftJoin(staff, eq(staff.id, notifications.senderId))
      .where(isNotice)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(notifications).where(isNotice),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The names of the groups, courses and students among the ids (missing ones are left out). */
export async function findAudienceNames(
  db: Queryable,
  ids: { groupIds: string[]; courseIds: string[]; studentIds: string[] },
) {
  const [g, c, s] = await Promise.all([
    ids.groupIds.length
      ? db.select({ id: groups.id, name: groups.name }).from(groups).where(inArray(groups.id, ids.groupIds))
      : [],
    ids.courseIds.length
      ? db
          .select({ id: courses.id, name: courses.name })
          .from(courses)
          .where(inArray(courses.id, ids.courseIds))
      : [],
    ids.studentIds.length
      ? db
          .select({ id: students.id, name: students.name })
          .from(students)
          .where(inArray(students.id, ids.studentIds))
      : [],
  ]);
  return new Map([...g, ...c, ...s].map((r) => [r.id, r.name]));
}

/** The id of the staff account with this username, or undefined (the demo seed's sender of notices). */
export async function findStaffIdByUsername(db: Queryable, username: string): Promise<string | undefined> {
  const [row] = await db.select({ id: staff.id }).from(staff).where(eq(staff.username, username));
  return row?.id;
}

/** A sent notice's text and state, or undefined when there is no such notice. */
export async function findNoticeText(db: Queryable, id: string) {
  const [row] = await db
    .select({
      id: notifications.id,
      message: notifications.message,
      info: notifications.info,
      recalledAt: notifications.recalledAt,
    })
    .from(notifications)
    .where(and(eq(notifications.id, id), isNotice));
  return row;
}

/** Sets a notice's text and info (its heading); the students' lists read it from here. */
export async function updateNoticeText(db: Queryable, id: string, message: string, info: NotificationInfo) {
  await db.update(notifications).set({ message, info }).where(eq(notifications.id, id));
}

/**
 * Marks a notice recalled and takes it off every student's list, in one transaction; answers the
 * students whose list had it, or null (nothing changed) when it was recalled already.
 */
export async function recallNoticeRows(db: Db, id: string, now: Date): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(notifications)
      .set({ recalledAt: now })
      .where(and(eq(notifications.id, id), isNotice, isNull(notifications.recalledAt)))
      .returning({ id: notifications.id });
    if (marked.length === 0) return null;
    const removed = await tx
      .delete(studentNotifications)
      .where(eq(studentNotifications.notificationId, id))
      .returning({ studentId: studentNotifications.studentId });
    return removed.map((r) => r.studentId);
  });
}

/** The students whose list has this notification. */
export async function studentsWithNotification(db: Queryable, id: string): Promise<string[]> {
  const rows = await db
    .select({ studentId: studentNotifications.studentId })
    .from(studentNotifications)
    .where(eq(studentNotifications.notificationId, id));
  return rows.map((r) => r.studentId);
}

/**
 * A notice to send later: stored (at `now`, its place in the history until it goes) with its audience
 * and time, in nobody's list yet. Answers its id.
 */
export async function insertScheduledNotice(
  db: Queryable,
  n: {
    message: string;
    info: NotificationInfo;
    senderId: string;
    audience: NoticeAudience;
    at: Date;
    now: Date;
  },
): Promise<string> {
  const [row] = await db
    .insert(notifications)
    .values({
      type: 'notice',
      message: n.message,
      info: n.info,
      senderId: n.senderId,
      audience: n.audience,
      createdAt: n.now,
      scheduledFor: n.at,
    })
    .returning({ id: notifications.id });
  return row!.id;
}

const waiting = and(isNotice, isNotNull(notifications.scheduledFor), isNull(notifications.recipients));

/** The scheduled notices still waiting for their time (not recalled), with that time. */
export function findWaitingNotices(db: Queryable) {
  return db
    .select({ id: notifications.id, scheduledFor: notifications.scheduledFor })
    .from(notifications)
    .where(and(waiting, isNull(notifications.recalledAt)));
}

async function membersOfAudience(db: Queryable, audience: NoticeAudience | null): Promise<string[]> {
  if (audience?.groupIds) return groupsMemberIds(db, audience.groupIds);
  if (audience?.courseId) return courseMemberIds(db, audience.courseId);
  return existingStudentIds(db, audience?.studentId ? [audience.studentId] : []);
}

/**
 * Delivers a waiting scheduled notice, once: in one transaction its row is locked (a second delivery,
 * here or on another node, waits and then finds it delivered), it goes into the list of each student in
 * its audience now, at `now`, and its recipients are set. Null when it is not waiting (delivered,
 * recalled, unknown).
 */
export async function deliverScheduledNoticeRows(db: Db, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: notifications.id,
        type: notifications.type,
        message: notifications.message,
        info: notifications.info,
        audience: notifications.audience,
      })
      .from(notifications)
      .where(and(eq(notifications.id, id), waiting, isNull(notifications.recalledAt)))
      .for('update');
    if (!row) return null;
    const studentIds = await membersOfAudience(tx, row.audience);
    for (let i = 0; i < studentIds.length; i += CHUNK) {
      await tx
        .insert(studentNotifications)
        .values(
          studentIds
            .slice(i, i + CHUNK)
            .map((studentId) => ({ studentId, notificationId: id, createdAt: now })),
        );
    }
    await tx
      .update(notifications)
      .set({ recipients: studentIds.length, createdAt: now })
      .where(eq(notifications.id, id));
    return { notice: { ...row, createdAt: now }, studentIds };
  });
}
