import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { courses, groups, notifications, staff, students } from '../../db/schema';

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
