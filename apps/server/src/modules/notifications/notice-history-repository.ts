import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { courses, groups, notifications, staff, studentNotifications, students } from '../../db/schema';
import type { NotificationInfo } from '../../db/schema/notifications';

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
 * Marks a notice recalled and takes it off every student's list, in one transaction; false (nothing
 * changed) when it was recalled already.
 */
export async function recallNoticeRows(db: Db, id: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(notifications)
      .set({ recalledAt: now })
      .where(and(eq(notifications.id, id), isNotice, isNull(notifications.recalledAt)))
      .returning({ id: notifications.id });
    if (marked.length === 0) return false;
    await tx.delete(studentNotifications).where(eq(studentNotifications.notificationId, id));
    return true;
  });
}
