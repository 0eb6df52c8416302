import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import {
  groupCourses,
  groupMembers,
  groups,
  type NoticeAudience,
  type NotificationInfo,
  notifications,
  studentNotifications,
  students,
} from '../../db/schema';
import { uuidArray } from '../../db/uuid-array';

/** A notification as stored, before it is wrapped for a student. */
export interface StoredNotification {
  id: string;
  type: 'notification' | 'notice';
  message: string;
  info: NotificationInfo;
  createdAt: Date;
}

// Bounded so one insert never nears PostgreSQL's 65535 bind parameters.
const CHUNK = 2000;
// Rows per statement when they go as one JSON or array parameter: only the statement's size bounds it.
const ROWS_PER_STATEMENT = 5000;

/** Who sent a staff notice and to whom, kept for the console's history. */
export interface NoticeOrigin {
  senderId: string;
  audience: NoticeAudience;
}

/**
 * Stores a notification and puts it in the list of each student (ids must be distinct and real); a
 * staff notice keeps its sender, audience and number of recipients.
 */
export async function insertNotification(
  db: Db,
  input: Omit<StoredNotification, 'id'>,
  studentIds: readonly string[],
  origin?: NoticeOrigin,
): Promise<StoredNotification> {
  return db.transaction(async (tx) => {
    const values = origin ? { ...input, ...origin, recipients: studentIds.length } : input;
    const [row] = await tx.insert(notifications).values(values).returning();
    const stored = row as StoredNotification;
    // The students as one array parameter per part: an exam given to a large batch tells thousands.
    for (let i = 0; i < studentIds.length; i += ROWS_PER_STATEMENT) {
      const ids = uuidArray(studentIds.slice(i, i + ROWS_PER_STATEMENT));
      await tx.execute(sql`INSERT INTO student_notifications (student_id, notification_id, created_at)
        SELECT s, ${stored.id}::uuid, ${stored.createdAt.toISOString()}::timestamptz FROM unnest(${ids}) AS s`);
    }
    return stored;
  });
}

/**
 * Stores one personal notification per student (distinct, real ids) in one transaction, in input order.
 * A results day notifies every student of an exam at once: each part is one statement whatever its
 * number of rows (the rows go as one JSON value), so building the insert costs the server next to
 * nothing while students are opening their results.
 */
export async function insertPersonalNotifications(
  db: Queryable,
  items: readonly { studentId: string; notification: Omit<StoredNotification, 'id'> }[],
): Promise<StoredNotification[]> {
  // Ids made here pair each notification with its student without relying on RETURNING's order.
  const rows: StoredNotification[] = items.map((item) => ({ id: randomUUID(), ...item.notification }));
  // Inside a caller's transaction (its change and the notices of it stored together) this is a savepoint.
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
      const part = rows.slice(i, i + ROWS_PER_STATEMENT).map((row, j) => ({
        ...row,
        studentId: items[i + j]!.studentId,
        createdAt: row.createdAt.toISOString(),
      }));
      await tx.execute(sql`WITH v AS (
          SELECT * FROM jsonb_to_recordset(${JSON.stringify(part)}::jsonb)
            AS v(id uuid, "studentId" uuid, type text, message text, info jsonb, "createdAt" timestamptz)),
        n AS (INSERT INTO notifications (id, type, message, info, created_at)
          SELECT id, type, message, info, "createdAt" FROM v)
        INSERT INTO student_notifications (student_id, notification_id, created_at)
          SELECT "studentId", id, "createdAt" FROM v`);
    }
  });
  return rows;
}

/** A student's notifications, newest first, at most `limit`. */
export function listStudentNotifications(
  db: Queryable,
  studentId: string,
  limit: number,
  type?: 'notification' | 'notice',
) {
  return db
    .select({
      isSeen: studentNotifications.isSeen,
      id: notifications.id,
      type: notifications.type,
      message: notifications.message,
      info: notifications.info,
      createdAt: notifications.createdAt,
    })
    .from(studentNotifications)
    .innerJoin(notifications, eq(notifications.id, studentNotifications.notificationId))
    .where(
      type
        ? and(eq(studentNotifications.studentId, studentId), eq(notifications.type, type))
        : eq(studentNotifications.studentId, studentId),
    )
    .orderBy(desc(studentNotifications.createdAt), desc(studentNotifications.notificationId))
    .limit(limit);
}

// One entry of one student's list.
const entryOf = (studentId: string, notificationId: string) =>
  and(eq(studentNotifications.studentId, studentId), eq(studentNotifications.notificationId, notificationId));

/** Marks one of the student's notifications seen; false when the student has no such notification. */
export async function markNotificationSeen(db: Db, studentId: string, notificationId: string) {
  const rows = await db
    .update(studentNotifications)
    .set({ isSeen: true })
    .where(entryOf(studentId, notificationId))
    .returning({ id: studentNotifications.notificationId });
  return rows.length > 0;
}

/** Removes a notification from the student's list; false when the student has no such notification. */
export async function removeStudentNotification(db: Db, studentId: string, notificationId: string) {
  const rows = await db
    .delete(studentNotifications)
    .where(entryOf(studentId, notificationId))
    .returning({ id: studentNotifications.notificationId });
  return rows.length > 0;
}

/** The ids among `ids` that are admitted students. */
export async function existingStudentIds(db: Queryable, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  // One array parameter, whatever the number of ids (a results day asks for every student of an exam).
  const rows = await db
    .select({ id: students.id })
    .from(students)
    .where(sql`${students.id} = any(${uuidArray(ids)})`);
  return rows.map((r) => r.id);
}

/** The students in any of the groups, each once. */
export async function groupsMemberIds(db: Queryable, groupIds: readonly string[]): Promise<string[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: groupMembers.studentId })
    .from(groupMembers)
    .where(inArray(groupMembers.groupId, [...groupIds]));
  return rows.map((r) => r.id);
}

/** The ids among `ids` that are groups. */
export async function existingGroupIds(db: Queryable, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(inArray(groups.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/** The members of a group. */
export async function groupMemberIds(db: Queryable, groupId: string): Promise<string[]> {
  const rows = await db
    .select({ id: groupMembers.studentId })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, groupId));
  return rows.map((r) => r.id);
}

/** The students in any group of a course, each once. */
export async function courseMemberIds(db: Queryable, courseId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: groupMembers.studentId })
    .from(groupMembers)
    .innerJoin(groupCourses, eq(groupCourses.groupId, groupMembers.groupId))
    .where(eq(groupCourses.courseId, courseId));
  return rows.map((r) => r.id);
}

/** A group's name, or undefined when there is no such group. */
export async function findGroupName(db: Queryable, groupId: string): Promise<string | undefined> {
  const [row] = await db.select({ name: groups.name }).from(groups).where(eq(groups.id, groupId));
  return row?.name;
}

/**
 * Moves the student's unseen notification of this result with this message (if any) to the top of
 * their list, unseen, at `now`; true when there was one (nothing new is then to be sent).
 */
export async function bumpUnseenResultNotice(
  db: Db,
  n: { studentId: string; examId: string; examResultId: string; message: string; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .innerJoin(studentNotifications, eq(studentNotifications.notificationId, notifications.id))
      .where(
        and(
          eq(notifications.type, 'notification'),
          sql`${notifications.info}->>'on' = 'exam'`,
          sql`${notifications.info}->>'id' = ${n.examId}`,
          sql`${notifications.info}->>'examResultId' = ${n.examResultId}`,
          eq(notifications.message, n.message),
          eq(studentNotifications.studentId, n.studentId),
          eq(studentNotifications.isSeen, false),
        ),
      )
      .limit(1)
      .for('update');
    if (!row) return false;
    await tx.update(notifications).set({ createdAt: n.now }).where(eq(notifications.id, row.id));
    await tx
      .update(studentNotifications)
      .set({ createdAt: n.now })
      .where(
        and(eq(studentNotifications.notificationId, row.id), eq(studentNotifications.studentId, n.studentId)),
      );
    return true;
  });
}

/**
 * Rewrites the result notifications of an exam that lead to its result page (`on: 'exam'` with a
 * result and its group): the newest of each result's (published, changed) says `message`, without
 * the group (a click opens My Exams instead), moved to `now` and unseen in its student's list; the
 * result's older ones are removed, so a student has one. Returns how many it rewrote; a second call
 * finds none.
 */
export async function rewriteResultNotices(
  db: Db,
  examId: string,
  message: string,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const resultId = sql<string>`${notifications.info}->>'examResultId'`;
    const rows = await tx
      .select({ id: notifications.id, resultId })
      .from(notifications)
      .where(
        and(
          eq(notifications.type, 'notification'),
          sql`${notifications.info}->>'on' = 'exam'`,
          sql`${notifications.info}->>'id' = ${examId}`,
          isNotNull(resultId),
          isNotNull(sql`${notifications.info}->>'groupId'`),
        ),
      )
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .for('update');
    const kept = new Set<string>();
    const rewrite: string[] = [];
    const remove: string[] = [];
    for (const row of rows) {
      if (kept.has(row.resultId)) remove.push(row.id);
      else {
        kept.add(row.resultId);
        rewrite.push(row.id);
      }
    }
    for (let i = 0; i < remove.length; i += CHUNK)
      await tx.delete(notifications).where(inArray(notifications.id, remove.slice(i, i + CHUNK)));
    for (let i = 0; i < rewrite.length; i += CHUNK) {
      const ids = rewrite.slice(i, i + CHUNK);
      await tx
        .update(notifications)
        .set({ message, info: sql`${notifications.info} - 'groupId'`, createdAt: now })
        .where(inArray(notifications.id, ids));
      await tx
        .update(studentNotifications)
        .set({ isSeen: false, createdAt: now })
        .where(inArray(studentNotifications.notificationId, ids));
    }
    return rewrite.length;
  });
}

/** A staff notice's text and audience, or undefined when there is no such notice. */
export async function findNotice(db: Queryable, noticeId: string) {
  const [row] = await db
    .select({
      id: notifications.id,
      message: notifications.message,
      info: notifications.info,
      audience: notifications.audience,
      /** A scheduled notice still waiting for its time. */
      waiting: sql<boolean>`${notifications.scheduledFor} is not null and ${notifications.recipients} is null`,
    })
    .from(notifications)
    .where(and(eq(notifications.id, noticeId), eq(notifications.type, 'notice')));
  return row;
}
