import type { ExamExceptionRule } from '@lms/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import {
  examAssignments,
  examAttempts,
  examExceptions,
  groupMembers,
  groups,
  students,
} from '../../../db/schema';
import type { RawSql } from '../raw-sql';
import type { ScheduleChanges } from './student-schedule';

const exceptionColumns = {
  id: examExceptions.id,
  examId: examExceptions.examId,
  studentId: examExceptions.studentId,
  studentName: students.name,
  groupId: examExceptions.groupId,
  groupName: groups.name,
  startsAt: examExceptions.startsAt,
  endsAt: examExceptions.endsAt,
  duration: examExceptions.duration,
  extraMinutes: examExceptions.extraMinutes,
  retakeLimit: examExceptions.retakeLimit,
  reason: examExceptions.reason,
  updatedAt: examExceptions.updatedAt,
};

function selectExceptions(db: Queryable) {
  return db
    .select(exceptionColumns)
    .from(examExceptions)
    .leftJoin(students, eq(students.id, examExceptions.studentId))
    .leftJoin(groups, eq(groups.id, examExceptions.groupId));
}

/** The exam's exceptions: groups' first, then students', by name. */
export function findExceptions(db: Queryable, examId: string) {
  return selectExceptions(db)
    .where(eq(examExceptions.examId, examId))
    .orderBy(sql`${examExceptions.groupId} IS NULL`, asc(groups.name), asc(students.name));
}

/** One exception of the exam by id, undefined when there is none. */
export async function findExceptionById(db: Queryable, examId: string, id: string) {
  const [row] = await selectExceptions(db).where(
    and(eq(examExceptions.examId, examId), eq(examExceptions.id, id)),
  );
  return row;
}

/** An exception as stored, with its student's or group's name. */
export type ExceptionRow = Awaited<ReturnType<typeof findExceptions>>[number];

/** Whom an exception is for: one student or one group. */
export interface ExceptionTarget {
  studentId?: string | undefined;
  groupId?: string | undefined;
}

const targetOf = (examId: string, target: ExceptionTarget) =>
  and(
    eq(examExceptions.examId, examId),
    target.studentId
      ? eq(examExceptions.studentId, target.studentId)
      : eq(examExceptions.groupId, target.groupId ?? ''),
  );

/** The exception of a student or a group, undefined when there is none. */
export async function findExceptionOf(db: Queryable, examId: string, target: ExceptionTarget) {
  const [row] = await selectExceptions(db).where(targetOf(examId, target));
  return row;
}

/** The stored fields of an exception. */
export interface ExceptionValues {
  startsAt: Date | null;
  endsAt: Date | null;
  duration: number | null;
  extraMinutes: number | null;
  retakeLimit: number | null;
  reason: string;
  createdBy: string;
  updatedAt: Date;
}

/** Stores the exception of a student or a group (replacing the one there is). */
export async function storeException(
  tx: Queryable,
  examId: string,
  target: ExceptionTarget,
  values: ExceptionValues,
): Promise<void> {
  const [existing] = await tx
    .select({ id: examExceptions.id })
    .from(examExceptions)
    .where(targetOf(examId, target))
    .for('update');
  if (existing) {
    await tx.update(examExceptions).set(values).where(eq(examExceptions.id, existing.id));
    return;
  }
  await tx.insert(examExceptions).values({
    examId,
    studentId: target.studentId ?? null,
    groupId: target.studentId ? null : (target.groupId ?? null),
    ...values,
  });
}

/** Removes an exception; true when there was one. */
export async function deleteException(tx: Queryable, examId: string, id: string): Promise<boolean> {
  const gone = await tx
    .delete(examExceptions)
    .where(and(eq(examExceptions.examId, examId), eq(examExceptions.id, id)))
    .returning({ id: examExceptions.id });
  return gone.length > 0;
}

/** The groups of the exam the student is in (none: not a student of the exam). */
export async function examGroupsOf(db: Queryable, examId: string, studentId: string): Promise<string[]> {
  const rows = await db
    .select({ groupId: groupMembers.groupId })
    .from(groupMembers)
    .innerJoin(
      examAssignments,
      and(eq(examAssignments.groupId, groupMembers.groupId), eq(examAssignments.examId, examId)),
    )
    .where(eq(groupMembers.studentId, studentId));
  return rows.map((row) => row.groupId);
}

/** An attempt in progress whose deadline follows the schedule (not a reopened one). */
export interface OpenAttemptRow {
  id: string;
  studentId: string;
  groupId: string;
  startedAt: Date;
  /** Minutes staff added on exam day. */
  extraMinutes: number;
}

/** The exam's attempts in progress of a student or a group (started through it), reopened ones left out. */
export function findOpenAttempts(
  tx: Queryable,
  examId: string,
  target: ExceptionTarget,
): Promise<OpenAttemptRow[]> {
  return tx
    .select({
      id: examAttempts.id,
      studentId: examAttempts.studentId,
      groupId: examAttempts.groupId,
      startedAt: examAttempts.startedAt,
      extraMinutes: examAttempts.extraMinutes,
    })
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.examId, examId),
        eq(examAttempts.source, 'online'),
        isNull(examAttempts.submittedAt),
        isNull(examAttempts.reopenedAt),
        target.studentId
          ? eq(examAttempts.studentId, target.studentId)
          : eq(examAttempts.groupId, target.groupId ?? ''),
      ),
    )
    .for('update');
}

const RULE = (alias: string) => `json_build_object('startsAt', ${alias}.starts_at, 'endsAt', ${alias}.ends_at,
  'durationMinutes', ${alias}.duration, 'extraMinutes', ${alias}.extra_minutes, 'retakeLimit', ${alias}.retake_limit)`;

/** In one round trip: the student's and the group's exceptions of the exam and the student's standing extra time. */
export async function findScheduleChanges(
  sql: RawSql,
  key: { examId: string; groupId: string; studentId: string },
): Promise<ScheduleChanges> {
  return (await findScheduleChangesOf(sql, [key]))[0]!;
}

/** Standing extra time of these students, by id (0 left out). */
export async function findStandingMinutes(
  db: Queryable,
  studentIds: readonly string[],
): Promise<Map<string, number>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db
    .select({ id: students.id, minutes: students.extraTimeMinutes })
    .from(students)
    .where(inArray(students.id, [...studentIds]));
  return new Map(rows.filter((row) => row.minutes > 0).map((row) => [row.id, row.minutes]));
}

/** A student's standing extra time, undefined for an unknown student. */
export async function findStandingOf(db: Queryable, studentId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ minutes: students.extraTimeMinutes })
    .from(students)
    .where(eq(students.id, studentId));
  return row?.minutes;
}

/** Sets a student's standing extra time. */
export async function storeStanding(db: Queryable, studentId: string, minutes: number): Promise<void> {
  await db.update(students).set({ extraTimeMinutes: minutes }).where(eq(students.id, studentId));
}

/**
 * Three SQL columns for a select: `standing` (the student's standing extra time), `student_changes` and
 * `group_changes` (the student's and the group's exceptions, as [exam id, rule] pairs) of the exams
 * that `examIds` (a subquery of exam ids) yields. `student` and `group` are SQL expressions of the ids.
 * Read with `changesOfExamsFrom`.
 */
export const changesOfExamsColumns = (student: string, group: string, examIds: string) =>
  `(SELECT s.extra_time_minutes FROM students s WHERE s.id = ${student}) AS standing,
  (SELECT coalesce(json_agg(json_build_array(e.exam_id, ${RULE('e')})), '[]'::json) FROM exam_exceptions e
    WHERE e.exam_id IN (${examIds}) AND e.student_id = ${student}) AS student_changes,
  (SELECT coalesce(json_agg(json_build_array(ge.exam_id, ${RULE('ge')})), '[]'::json) FROM exam_exceptions ge
    WHERE ge.exam_id IN (${examIds}) AND ge.group_id = ${group}) AS group_changes`;

// The same three reads for many (exam, group, student) keys of a start batch, in the keys' order.
const CHANGES_MANY_SQL = `SELECT k.i,
  (SELECT s.extra_time_minutes FROM students s WHERE s.id = k.s) AS standing,
  (SELECT ${RULE('e')} FROM exam_exceptions e WHERE e.exam_id = k.e AND e.student_id = k.s) AS student,
  (SELECT ${RULE('g')} FROM exam_exceptions g WHERE g.exam_id = k.e AND g.group_id = k.g) AS "group"
FROM jsonb_to_recordset($1::jsonb) AS k(i int, e uuid, g uuid, s uuid)
ORDER BY k.i`;

/** `findScheduleChanges` for many keys in one round trip (a batch of starts), in the keys' order. */
export async function findScheduleChangesOf(
  sql: RawSql,
  keys: readonly { examId: string; groupId: string; studentId: string }[],
): Promise<ScheduleChanges[]> {
  if (keys.length === 0) return [];
  const wire = keys.map((key, i) => ({ i, e: key.examId, g: key.groupId, s: key.studentId }));
  const rows = await sql.query<{
    i: number;
    standing: number | null;
    student: ExamExceptionRule | null;
    group: ExamExceptionRule | null;
  }>('exam-schedule-changes-many', CHANGES_MANY_SQL, [JSON.stringify(wire)]);
  const byIndex = new Map(rows.map((row) => [row.i, row]));
  return keys.map((_key, i) => {
    const row = byIndex.get(i);
    return { standing: row?.standing ?? 0, student: row?.student ?? null, group: row?.group ?? null };
  });
}

/** The columns of `changesOfExamsColumns` as read. */
export interface ChangesOfExamsColumns {
  standing: number | null;
  student_changes: [string, ExamExceptionRule][];
  group_changes: [string, ExamExceptionRule][];
}

/**
 * What changes one student's schedules of some exams through one group, by exam id: the student's and
 * the group's exceptions and the student's standing extra time, from `changesOfExamsColumns`.
 */
export function changesOfExamsFrom(row: ChangesOfExamsColumns): (examId: string) => ScheduleChanges {
  const ofStudent = new Map(row.student_changes);
  const ofGroup = new Map(row.group_changes);
  return (examId) => ({
    standing: row.standing ?? 0,
    student: ofStudent.get(examId) ?? null,
    group: ofGroup.get(examId) ?? null,
  });
}
