import { and, desc, eq, isNotNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db, Queryable } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { examAssignments, examAttempts, exams, groupMembers } from '../../db/schema';
import { countsInResults, isUnscored } from '../exams/results/counted-attempt';

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

/** A scoreboard row's columns: the result, its exam and the group's GPA factors. */
const pageColumns = {
  id: examAttempts.id,
  groupId: examAttempts.groupId,
  examId: examAttempts.examId,
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
  stillInGroup:
    sql<boolean>`exists (select 1 from ${groupMembers} where ${groupMembers.groupId} = ${examAttempts.groupId} and ${groupMembers.studentId} = ${examAttempts.studentId})`.as(
      'still_in_group',
    ),
};

/** The totals over every published live result of a student (the scoreboard's analytics). */
export interface ScoreboardTotals {
  count: number;
  passed: number;
  max: number | null;
  min: number | null;
  sumObtained: number | null;
  sumTotal: number | null;
}

/** Of a select from exam_attempts: the student's published live results with their exams, newest start first, after `after`. */
function resultRows<T extends PgSelect>(query: T, after: SQL | undefined) {
  return query
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .leftJoin(
      examAssignments,
      and(eq(examAssignments.examId, examAttempts.examId), eq(examAssignments.groupId, examAttempts.groupId)),
    )
    .where(and(liveAndPublished(sql.placeholder('studentId')), after))
    .orderBy(desc(examAttempts.startedAt), desc(examAttempts.id))
    .limit(sql.placeholder('limit'));
}

/**
 * The scoreboard's totals over the rows a statement reads (the student's published live results):
 * plain aggregates when `over` is empty, the same as window aggregates beside each row when it is
 * ` over ()`.
 */
function totalsOf(over: SQL) {
  return {
    count: sql<number>`(count(*)${over})::int`,
    passed: sql<number>`(count(*) filter (where ${examAttempts.passed})${over})::int`,
    max: sql<number | null>`(max(${examAttempts.marksObtained})${over})::float8`,
    min: sql<number | null>`(min(${examAttempts.marksObtained})${over})::float8`,
    sumObtained: sql<number | null>`(sum(${examAttempts.marksObtained})${over})::float8`,
    sumTotal: sql<number | null>`(sum(${examAttempts.totalMarks})${over})::float8`,
  };
}

// The totals over all of a student's published live results, beside each row of the first page.
const windowTotals = totalsOf(sql` over ()`);
const totalColumns = {
  totalCount: windowTotals.count.as('total_count'),
  totalPassed: windowTotals.passed.as('total_passed'),
  totalMax: windowTotals.max.as('total_max'),
  totalMin: windowTotals.min.as('total_min'),
  totalObtained: windowTotals.sumObtained.as('total_obtained'),
  totalMarksSum: windowTotals.sumTotal.as('total_marks_sum'),
};

/**
 * The scoreboard's first page in one statement (every student opens it on results day): whether any
 * of the student's submitted attempts is still unscored, the first `limit` published live results
 * (newest start first, served by the exam_attempts_scoreboard_idx index) and the totals over all of
 * them (window aggregates, taken before the limit). Read in one snapshot: when `unscored` is true the
 * figures may be older than a submit, and the caller scores and reads again.
 */
export async function firstScoreboardPage(db: Db, studentId: string, limit: number) {
  const rows = await preparedOn(db, 'scoreboard_first_page_totals', (name) => {
    const columns = { ...pageColumns, ...totalColumns };
    const page = resultRows(db.select(columns).from(examAttempts).$dynamic(), undefined).as('page');
    // The subquery's fields as the outer select names them ("page"."id", ...).
    const row = Object.fromEntries(
      Object.keys(columns).map((key) => [key, page[key as keyof typeof columns]]),
    ) as typeof page._.selectedFields;
    return db
      .select({
        unscored: sql<boolean>`exists (select 1 from ${examAttempts} u where u.student_id = ${sql.placeholder('studentId')} and ${isUnscored('u')})`,
        row,
      })
      .from(sql`(SELECT 1) AS one`)
      .leftJoin(page, sql`true`)
      .prepare(name);
  }).execute({ studentId, limit });
  const found = rows.flatMap((r) => (r.row?.id ? [r.row] : []));
  const first = found[0];
  const totals: ScoreboardTotals = {
    count: first?.totalCount ?? 0,
    passed: first?.totalPassed ?? 0,
    max: first?.totalMax ?? null,
    min: first?.totalMin ?? null,
    sumObtained: first?.totalObtained ?? null,
    sumTotal: first?.totalMarksSum ?? null,
  };
  return { unscored: Boolean(rows[0]?.unscored), rows: found, totals };
}

/**
 * A page of the student's published live results, newest start first, after `cursor` (keyset on
 * start time then id, served by the exam_attempts_scoreboard_idx index); prepared.
 */
export function listScoreboardResults(
  db: Db,
  studentId: string,
  cursor: { id: string; startedAt: Date },
  limit: number,
) {
  return preparedOn(db, 'scoreboard_page_after', (name) =>
    resultRows(
      db.select(pageColumns).from(examAttempts).$dynamic(),
      sql`(${examAttempts.startedAt}, ${examAttempts.id}) < (${sql.placeholder('afterStartedAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`,
    ).prepare(name),
  ).execute({ studentId, limit, afterStartedAt: cursor.startedAt.toISOString(), afterId: cursor.id });
}

/** Totals over every published live result of the student, from the stored figures. */
export async function scoreboardTotals(db: Db, studentId: string): Promise<ScoreboardTotals> {
  const [row] = await preparedOn(db, 'scoreboard_totals', (name) =>
    db
      .select(totalsOf(sql``))
      .from(examAttempts)
      .innerJoin(exams, eq(exams.id, examAttempts.examId))
      .where(liveAndPublished(sql.placeholder('studentId')))
      .prepare(name),
  ).execute({ studentId });
  return row!;
}
