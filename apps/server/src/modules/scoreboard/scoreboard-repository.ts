import { and, desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db, Queryable } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { examAssignments, examAttempts, exams, groupMembers } from '../../db/schema';
import type { RawSql } from '../exams/raw-sql';
import { countsInResultsText, isUnscoredText } from '../exams/results/counted-attempt';

// The scoreboard shows published results of live (non-practice) exams only: over an attempt `a` and its
// exam `e`, as text for the batched statement and as the query builder's condition.
const liveAndPublishedText = (a: string, e: string) =>
  `${a}.published_at IS NOT NULL AND NOT ${e}.is_practice AND ${countsInResultsText(a)}`;
const liveAndPublished = (studentId: string | Placeholder) =>
  and(eq(examAttempts.studentId, studentId), sql.raw(liveAndPublishedText('"exam_attempts"', '"exams"')));

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
function totalsText(a: string, over: string): Record<keyof ScoreboardTotals, string> {
  return {
    count: `(count(*)${over})::int`,
    passed: `(count(*) filter (where ${a}.passed)${over})::int`,
    max: `(max(${a}.marks_obtained)${over})::float8`,
    min: `(min(${a}.marks_obtained)${over})::float8`,
    sumObtained: `(sum(${a}.marks_obtained)${over})::float8`,
    sumTotal: `(sum(${a}.total_marks)${over})::float8`,
  };
}

/** `totalsText` over the query builder's exam_attempts, as plain aggregates. */
function plainTotals() {
  const t = totalsText('"exam_attempts"', '');
  return {
    count: sql<number>`${sql.raw(t.count)}`,
    passed: sql<number>`${sql.raw(t.passed)}`,
    max: sql<number | null>`${sql.raw(t.max)}`,
    min: sql<number | null>`${sql.raw(t.min)}`,
    sumObtained: sql<number | null>`${sql.raw(t.sumObtained)}`,
    sumTotal: sql<number | null>`${sql.raw(t.sumTotal)}`,
  };
}

// The window totals beside each row of a first page, by the names they are read as.
const TOTALS_BESIDE: Record<keyof ScoreboardTotals, keyof TotalsBeside> = {
  count: 'totalCount',
  passed: 'totalPassed',
  max: 'totalMax',
  min: 'totalMin',
  sumObtained: 'totalObtained',
  sumTotal: 'totalMarksSum',
};
const windowTotalsText = Object.entries(totalsText('a', ' OVER ()'))
  .map(([key, text]) => `${text} AS "${TOTALS_BESIDE[key as keyof ScoreboardTotals]}"`)
  .join(', ');

/** The totals a first page carries beside each row (none without rows). */
function totalsFromFirstRow(first: TotalsBeside | undefined): ScoreboardTotals {
  return {
    count: first?.totalCount ?? 0,
    passed: first?.totalPassed ?? 0,
    max: first?.totalMax ?? null,
    min: first?.totalMin ?? null,
    sumObtained: first?.totalObtained ?? null,
    sumTotal: first?.totalMarksSum ?? null,
  };
}

/** The window totals of a first page's row. */
interface TotalsBeside {
  totalCount: number;
  totalPassed: number;
  totalMax: number | null;
  totalMin: number | null;
  totalObtained: number | null;
  totalMarksSum: number | null;
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
      .select(plainTotals())
      .from(examAttempts)
      .innerJoin(exams, eq(exams.id, examAttempts.examId))
      .where(liveAndPublished(sql.placeholder('studentId')))
      .prepare(name),
  ).execute({ studentId });
  return row!;
}

// The scoreboard's first page for many students in one statement (results day: thousands open the scoreboard
// in a minute; one statement each was a wake-up of PostgreSQL and a write from the server each). The
// same rows, totals and unscored test, each student's page as one JSON value; every look-up by index
// (OFFSET 0 keeps each subquery one, whatever the planner guesses for the list of keys).
/** The batched first page's statement (exported for the test that checks how PostgreSQL plans it). */
export const FIRST_PAGES_SQL = `SELECT k.i,
  EXISTS (SELECT 1 FROM exam_attempts u WHERE u.student_id = k.s AND ${isUnscoredText('u')} OFFSET 0) AS unscored,
  (SELECT coalesce(json_agg(p ORDER BY p.n), '[]') FROM (
    SELECT row_number() OVER (ORDER BY a.started_at DESC, a.id DESC) AS n,
      a.id, a.group_id AS "groupId", a.exam_id AS "examId", e.title, e.pass_mark::float8 AS "passMark",
      a.marks_obtained::float8 AS "marksObtained", a.total_marks::float8 AS "totalMarks",
      a.negative_marks::float8 AS "negativeMarks", a.without_gpa::float8 AS "withoutGpa", a.passed, a.rank,
      x.gpa_hsc::float8 AS "gpaHsc", x.gpa_ssc::float8 AS "gpaSsc", a.started_at AS "startedAt",
      a.submitted_at AS "submittedAt",
      EXISTS (SELECT 1 FROM group_members m WHERE m.group_id = a.group_id AND m.student_id = a.student_id OFFSET 0)
        AS "stillInGroup",
      ${windowTotalsText}
    FROM exam_attempts a
    JOIN exams e ON e.id = a.exam_id
    LEFT JOIN exam_assignments x ON x.exam_id = a.exam_id AND x.group_id = a.group_id
    WHERE a.student_id = k.s AND ${liveAndPublishedText('a', 'e')}
    ORDER BY a.started_at DESC, a.id DESC
    LIMIT k.l OFFSET 0) p) AS page
FROM jsonb_to_recordset($1::jsonb) AS k(i int, s uuid, l int)
ORDER BY k.i`;

/** A student's scoreboard asked for: whose, and how many results on the first page. */
export interface FirstPageKey {
  studentId: string;
  limit: number;
}

/** A result of a first page, with the totals over all of the student's published live results beside it. */
type PageRow = Awaited<ReturnType<typeof listScoreboardResults>>[number] & TotalsBeside;

/**
 * A student's scoreboard's first page: whether any of their submitted attempts is still unscored, the
 * first `limit` published live results (newest start first, served by the exam_attempts_scoreboard_idx
 * index) and the totals over all of them (window aggregates, taken before the limit). Read in one
 * snapshot: when `unscored` is true the figures may be older than a submit, and the caller scores and
 * reads again.
 */
export interface FirstPage {
  unscored: boolean;
  rows: PageRow[];
  totals: ScoreboardTotals;
}
type PageRowJson = Omit<PageRow, 'startedAt' | 'submittedAt'> & {
  startedAt: string;
  submittedAt: string | null;
};

/** The first page (`FirstPage`) for each key, in one round trip for all; in the keys' order. */
export async function findFirstPages(sql: RawSql, keys: readonly FirstPageKey[]): Promise<FirstPage[]> {
  if (keys.length === 0) return [];
  const wire = keys.map((key, i) => ({ i, s: key.studentId, l: key.limit }));
  const rows = await sql.query<{ i: number; unscored: boolean; page: (PageRowJson & { n: number })[] }>(
    'scoreboard-first-pages',
    FIRST_PAGES_SQL,
    [JSON.stringify(wire)],
  );
  const byIndex = new Map(rows.map((row) => [row.i, row]));
  return keys.map((_key, i) => {
    const row = byIndex.get(i);
    const found: PageRow[] = (row?.page ?? []).map(({ n: _n, ...r }) => ({
      ...r,
      startedAt: new Date(r.startedAt),
      submittedAt: r.submittedAt === null ? null : new Date(r.submittedAt),
    }));
    return { unscored: Boolean(row?.unscored), rows: found, totals: totalsFromFirstRow(found[0]) };
  });
}
