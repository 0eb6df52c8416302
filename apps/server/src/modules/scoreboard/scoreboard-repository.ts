import { and, desc, eq, isNotNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { examAssignments, examAttempts, exams, groupMembers } from '../../db/schema';
import { countsInResults } from '../exams/results/counted-attempt';

// The scoreboard shows published results of live (non-practice) exams only.
const liveAndPublished = (studentId: string | Placeholder) =>
  and(
    eq(examAttempts.studentId, studentId),
    isNotNull(examAttempts.publishedAt),
    eq(exams.isPractice, false),
    countsInResults,
  );

/** The sort key of one of the student's published results, or undefined when it is not one. */
export async function findResultCursor(db: Queryable, studentId: string, resultId: string) {
  const [row] = await db
    .select({ id: examAttempts.id, startedAt: examAttempts.startedAt })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .where(and(liveAndPublished(studentId), eq(examAttempts.id, resultId)));
  return row;
}

/**
 * A page of the student's published live results, newest start first, after `cursor` (keyset on
 * start time then id, served by the exam_attempts_scoreboard_idx index). Prepared (every student
 * opens it on results day): one statement for the first page, one for the pages after a cursor.
 */
export function listScoreboardResults(
  db: Db,
  studentId: string,
  cursor: { id: string; startedAt: Date } | undefined,
  limit: number,
) {
  const page = (after: SQL | undefined) =>
    db
      .select({
        id: examAttempts.id,
        groupId: examAttempts.groupId,
        examId: exams.id,
        title: exams.title,
        passMark: exams.passMark,
        marksObtained: examAttempts.marksObtained,
        totalMarks: examAttempts.totalMarks,
        negativeMarks: examAttempts.negativeMarks,
        withoutGpa: examAttempts.withoutGpa,
        passed: examAttempts.passed,
        rank: examAttempts.rank,
        gpaHsc: examAssignments.gpaHsc,
        gpaSsc: examAssignments.gpaSsc,
        startedAt: examAttempts.startedAt,
        submittedAt: examAttempts.submittedAt,
        stillInGroup: sql<boolean>`exists (select 1 from ${groupMembers} where ${groupMembers.groupId} = ${examAttempts.groupId} and ${groupMembers.studentId} = ${examAttempts.studentId})`,
      })
      .from(examAttempts)
      .innerJoin(exams, eq(exams.id, examAttempts.examId))
      .leftJoin(
        examAssignments,
        and(
          eq(examAssignments.examId, examAttempts.examId),
          eq(examAssignments.groupId, examAttempts.groupId),
        ),
      )
      .where(and(liveAndPublished(sql.placeholder('studentId')), after))
      .orderBy(desc(examAttempts.startedAt), desc(examAttempts.id))
      .limit(sql.placeholder('limit'));
  if (!cursor)
    return preparedOn(db, 'scoreboard_first_page', (name) => page(undefined).prepare(name)).execute({
      studentId,
      limit,
    });
  return preparedOn(db, 'scoreboard_page_after', (name) =>
    page(
      sql`(${examAttempts.startedAt}, ${examAttempts.id}) < (${sql.placeholder('afterStartedAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`,
    ).prepare(name),
  ).execute({ studentId, limit, afterStartedAt: cursor.startedAt.toISOString(), afterId: cursor.id });
}

/** Totals over every published live result of the student, from the stored figures. */
export async function scoreboardTotals(db: Db, studentId: string) {
  const [row] = await preparedOn(db, 'scoreboard_totals', (name) =>
    db
      .select({
        count: sql<number>`count(*)::int`,
        passed: sql<number>`count(*) filter (where ${examAttempts.passed})::int`,
        max: sql<number | null>`max(${examAttempts.marksObtained})::float8`,
        min: sql<number | null>`min(${examAttempts.marksObtained})::float8`,
        sumObtained: sql<number | null>`sum(${examAttempts.marksObtained})::float8`,
        sumTotal: sql<number | null>`sum(${examAttempts.totalMarks})::float8`,
      })
      .from(examAttempts)
      .innerJoin(exams, eq(exams.id, examAttempts.examId))
      .where(liveAndPublished(sql.placeholder('studentId')))
      .prepare(name),
  ).execute({ studentId });
  return row!;
}
