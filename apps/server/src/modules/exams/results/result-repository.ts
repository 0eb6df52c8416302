import { countedAttemptSource } from '@lms/domain';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/client';
import { containsPattern } from '../../../db/contains-pattern';
import { preparedOn } from '../../../db/prepared';
import {
  branches,
  examAnswers,
  examAssignments,
  examAttempts,
  groupMembers,
  groups,
  students,
} from '../../../db/schema';
import { countsInResults, hasBothSources } from './counted-attempt';

/** The attempts of an exam that are scored (optionally of one group), with the student, group and branch. */
function scoredRows(db: Queryable, examId: string, groupId?: string, search?: string) {
  const conditions = scoredConditions(examId, groupId, search);
  return db
    .select({
      attempt: examAttempts,
      name: students.name,
      sid: students.sid,
      username: students.username,
      groupName: groups.name,
      branchName: branches.name,
      bothPaperAndOnline: hasBothSources,
    })
    .from(examAttempts)
    .innerJoin(students, eq(students.id, examAttempts.studentId))
    .innerJoin(groups, eq(groups.id, examAttempts.groupId))
    .leftJoin(branches, eq(branches.id, students.branchId))
    .where(and(...conditions));
}

/** The student's name, roll or mobile contains `search`. */
function studentMatches(search: string): SQL {
  const like = containsPattern(search);
  return or(ilike(students.name, like), ilike(students.sid, like), ilike(students.username, like)) as SQL;
}

function scoredConditions(examId: string, groupId?: string, search?: string): SQL[] {
  const conditions: SQL[] = [
    eq(examAttempts.examId, examId),
    isNotNull(examAttempts.scoredAt),
    countsInResults,
  ];
  if (groupId) conditions.push(eq(examAttempts.groupId, groupId));
  if (search) conditions.push(studentMatches(search));
  return conditions;
}

/**
 * Absent: active students of a group given the exam (one group, or any) who have no attempt at it.
 * The memberships joined with the exam's assignments; a student in several such groups is one row.
 */
function absentConditions(examId: string, groupId?: string, search?: string, branchId?: string): SQL[] {
  const conditions: SQL[] = [
    isNull(students.deactivatedAt),
    sql`not exists (select 1 from ${examAttempts} where ${examAttempts.examId} = ${examId} and ${examAttempts.studentId} = ${students.id})`,
  ];
  if (groupId) conditions.push(eq(groupMembers.groupId, groupId));
  if (search) conditions.push(studentMatches(search));
  if (branchId) conditions.push(eq(students.branchId, branchId));
  return conditions;
}

/** How many students are absent from the exam (of one group, or of any group given it). */
export async function absentCount(db: Queryable, examId: string, groupId?: string, search?: string) {
  const absent = absentRows(db, examId, { groupId, search }).as('absent');
  const [row] = await db.select({ total: count() }).from(absent);
  return row?.total ?? 0;
}

/** An absent student with the group (the first by name of those given the exam) and branch shown. */
export type AbsentRow = Awaited<ReturnType<typeof absentRows>>[number];

/** Students absent from the exam (of one group, or any given it), by name, a page at a time. */
export function absentRows(
  db: Queryable,
  examId: string,
  filter: { groupId?: string; branchId?: string; search?: string; limit?: number; offset?: number },
) {
  const query = db
    .select({
      studentId: students.id,
      name: students.name,
      sid: students.sid,
      username: students.username,
      groupId: sql<string>`(array_agg(${groups.id} order by ${groups.name}, ${groups.id}))[1]`.as('group_id'),
      groupName: sql<string>`(array_agg(${groups.name} order by ${groups.name}, ${groups.id}))[1]`.as(
        'group_name',
      ),
      branchName: branches.name,
    })
    .from(groupMembers)
    .innerJoin(
      examAssignments,
      and(eq(examAssignments.groupId, groupMembers.groupId), eq(examAssignments.examId, examId)),
    )
    .innerJoin(students, eq(students.id, groupMembers.studentId))
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .leftJoin(branches, eq(branches.id, students.branchId))
    .where(and(...absentConditions(examId, filter.groupId, filter.search, filter.branchId)))
    .groupBy(students.id, branches.name)
    .orderBy(asc(students.name), asc(students.id));
  if (filter.limit === undefined) return query;
  return query.limit(filter.limit).offset(filter.offset ?? 0);
}

/** A page of an exam's scored results (one group, a search over name, roll and mobile), best first, and how many match. */
export async function scoredResultPage(
  db: Queryable,
  examId: string,
  filter: { groupId?: string; search?: string; limit: number; offset: number },
) {
  const rows = await scoredRows(db, examId, filter.groupId, filter.search)
    .orderBy(asc(examAttempts.rank), asc(students.name), asc(examAttempts.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db
    .select({ total: count() })
    .from(examAttempts)
    .innerJoin(students, eq(students.id, examAttempts.studentId))
    .where(and(...scoredConditions(examId, filter.groupId, filter.search)));
  return { rows, total: counted?.total ?? 0 };
}

/** A scored result with its student's name, roll, mobile, group name and branch name. */
export type ScoredResultRow = Awaited<ReturnType<typeof scoredResultRows>>[number];

/** The scored results of an exam (optionally one group), by stored merit position, then name. */
export function scoredResultRows(db: Queryable, examId: string, groupId?: string) {
  return scoredRows(db, examId, groupId).orderBy(asc(examAttempts.rank), asc(students.name));
}

/** Written answers of an exam's submitted attempts (of the given questions), oldest submission first. */
export function writtenAnswerRows(
  db: Queryable,
  examId: string,
  questionIds: string[],
  filter: { groupId?: string; pending: boolean; limit: number; offset: number },
) {
  const conditions: SQL[] = [
    eq(examAttempts.examId, examId),
    isNotNull(examAttempts.submittedAt),
    inArray(examAnswers.questionId, questionIds),
  ];
  if (filter.groupId) conditions.push(eq(examAttempts.groupId, filter.groupId));
  if (filter.pending) conditions.push(isNull(examAnswers.examinerMarks));
  return db
    .select({ answer: examAnswers, attempt: examAttempts, name: students.name, sid: students.sid })
    .from(examAnswers)
    .innerJoin(examAttempts, eq(examAttempts.id, examAnswers.attemptId))
    .innerJoin(students, eq(students.id, examAttempts.studentId))
    .where(and(...conditions))
    .orderBy(asc(examAttempts.submittedAt), asc(examAnswers.questionId))
    .limit(filter.limit)
    .offset(filter.offset);
}

/** A prepared statement's condition: the attempts of the exam `examId` by the student `studentId`. */
const ofExamAndStudent = () =>
  and(
    eq(examAttempts.examId, sql.placeholder('examId')),
    eq(examAttempts.studentId, sql.placeholder('studentId')),
  );

/**
 * The student's attempt of an exam, with its stored figures: of an online and a paper one, the one that
 * counts (packages/domain `countedAttemptSource`), else the online one.
 */
export async function findStudentAttempt(db: Db, examId: string, studentId: string) {
  const rows = await preparedOn(db, 'result_student_attempts', (name) =>
    db.select().from(examAttempts).where(ofExamAndStudent()).prepare(name),
  ).execute({ examId, studentId });
  return countedOf(rows);
}

/** A student's attempt of an exam with its stored figures. */
export type StudentAttempt = typeof examAttempts.$inferSelect;

/** Of a student's attempts of one exam (an online and a paper one at most), the one that counts, else the online one. */
export function countedOf(rows: StudentAttempt[]): StudentAttempt | undefined {
  const counted = countedAttemptSource(
    rows.map((r) => ({ source: r.source, submitted: r.submittedAt !== null })),
  );
  return rows.find((r) => r.source === (counted ?? 'online')) ?? rows[0];
}

/** The student's latest 500 attempts (of an online and a paper one, the one that counts), newest first. */
export function studentAttemptRows(db: Queryable, studentId: string) {
  return db
    .select({
      examId: examAttempts.examId,
      groupId: examAttempts.groupId,
      startedAt: examAttempts.startedAt,
      submittedAt: examAttempts.submittedAt,
    })
    .from(examAttempts)
    .where(and(eq(examAttempts.studentId, studentId), countsInResults))
    .orderBy(desc(examAttempts.startedAt))
    .limit(500);
}
