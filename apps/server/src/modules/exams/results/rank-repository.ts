import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/client';
import { examAttempts } from '../../../db/schema';
import { uuidArray } from '../../../db/uuid-array';
import { withoutJit } from '../../../db/without-jit';
import { countsInResultsRaw, hasBothSourcesRaw } from './counted-attempt';

/** Inside a transaction: holds the exam's ranking lock, so one transaction at a time ranks an exam. */
export async function lockRanking(tx: Queryable, examId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rank:${examId}`}))`);
}

/*
 * The merit figures of an exam's scored results, set-based: the rules are packages/domain's
 * `meritPositions` (RANK() by marks, highest first: ties share, the next skips) and `percentileRank`
 * (results at or below, counted with the peers of the default window frame, over all results, in
 * hundredths of a percent, rounded half up as numeric `round` does). Marks are stored at 2 decimals,
 * so equal marks compare equal; a result without marks counts as 0, as scoring never leaves it.
 */

/** Per scored result of the exam: id, rank, branch_rank (null without a branch), percentile. */
function positionsOf(examId: string): SQL {
  return sql`SELECT x.id,
      rank() OVER (ORDER BY x.m DESC)::int AS rank,
      CASE WHEN s.branch_id IS NULL THEN NULL
        ELSE rank() OVER (PARTITION BY s.branch_id ORDER BY x.m DESC)::int END AS branch_rank,
      round(10000.0 * count(*) OVER (ORDER BY x.m) / count(*) OVER ()) / 100 AS percentile
    FROM (SELECT id, student_id, coalesce(marks_obtained, 0) AS m FROM exam_attempts
      WHERE exam_id = ${examId} AND scored_at IS NOT NULL AND ${countsInResultsRaw('exam_attempts')}) x
    JOIN students s ON s.id = x.student_id`;
}

/**
 * Per scored result of the exam that has subject marks: id and subject_ranks (subject id -> its
 * position among the results that have that subject; a segmented exam's subject counts only those who
 * chose it).
 */
function subjectPositionsOf(examId: string): SQL {
  return sql`SELECT t.id, jsonb_object_agg(t.subject_id, t.position) AS subject_ranks
    FROM (SELECT x.id, e.key AS subject_id,
        rank() OVER (PARTITION BY e.key ORDER BY e.value::numeric DESC)::int AS position
      FROM exam_attempts x, jsonb_each(x.subject_marks) e
      WHERE x.exam_id = ${examId} AND x.scored_at IS NOT NULL AND ${countsInResultsRaw('x')}
        AND jsonb_typeof(x.subject_marks) = 'object') t
    GROUP BY t.id`;
}

/** Results to publish with the merit figures: their ids, and the publication time. */
export interface PublishWith {
  ids: readonly string[];
  at: Date;
}

/**
 * Inside a transaction holding the ranking lock: stores the merit figures of every scored result of
 * the exam in one statement whatever their number (overall, branch, percentile and per subject), so
 * each result's row is written once. A result without subject marks keeps the subject positions it
 * has. Rows whose figures did not change are not written, unless `publish` names them: those (locked
 * by the caller) are published in the same write, so a publish writes each row once, not twice.
 */
export async function storeMeritFigures(db: Queryable, examId: string, publish?: PublishWith): Promise<void> {
  await withoutJit(db);
  const ids = uuidArray(new Set(publish?.ids ?? []));
  const at = sql`${(publish?.at ?? new Date(0)).toISOString()}::timestamptz`;
  await db.execute(sql`UPDATE exam_attempts a
    SET rank = r.rank, branch_rank = r.branch_rank, percentile = r.percentile,
      subject_ranks = coalesce(sp.subject_ranks, a.subject_ranks),
      published_at = CASE WHEN p.id IS NULL THEN a.published_at ELSE ${at} END
    FROM (${positionsOf(examId)}) r LEFT JOIN (${subjectPositionsOf(examId)}) sp ON sp.id = r.id
      LEFT JOIN unnest(${ids}) AS p(id) ON p.id = r.id
    WHERE a.id = r.id
      AND (p.id IS NOT NULL OR (a.rank, a.branch_rank, a.percentile, a.subject_ranks)
        IS DISTINCT FROM (r.rank, r.branch_rank, r.percentile, coalesce(sp.subject_ranks, a.subject_ranks)))`);
  // A published result that does not count in the merit list (an online attempt beside the paper one
  // that counts) has no figures: it is published on its own.
  if (publish && publish.ids.length > 0)
    await db.execute(
      sql`UPDATE exam_attempts SET published_at = ${at} WHERE id = ANY(${ids}) AND published_at IS NULL`,
    );
}

/** A scored result as the merit list writes it, with its merit figures as they would be stored now. */
export interface MeritListRow {
  rank: number;
  name: string;
  sid: string;
  username: string;
  groupName: string;
  branchName: string | null;
  branchRank: number | null;
  percentile: number;
  marksObtained: number | null;
  totalMarks: number | null;
  negativeMarks: number | null;
  withoutGpa: number | null;
  passed: boolean | null;
  correct: number | null;
  partlyCorrect: number | null;
  incorrect: number | null;
  skipped: number | null;
  pending: number | null;
  /** The times as `YYYY-MM-DD HH:mm` in UTC (null when not reached). */
  startedAt: string | null;
  submittedAt: string | null;
  publishedAt: string | null;
  source: 'online' | 'paper';
  /** The student has the other kind of attempt at the exam too. */
  bothPaperAndOnline: boolean;
  seed: string;
  /** Subject id -> position among the results with that subject. */
  subjectRanks: Record<string, number>;
}

/** A time as a spreadsheet reads it at a glance, in UTC (the server has no institute time zone). */
const utcMinute = (column: string) => `to_char(a.${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI')`;

/**
 * Every scored result of an exam that counts, by merit position, then name, with the student's name,
 * roll, mobile, group and branch, and the merit figures worked out now (nothing is stored). One
 * statement: results day downloads the list while thousands of students open their results, and the
 * server's one thread is what they wait for, so PostgreSQL orders the rows, formats the times and hands
 * over numbers (marks as float8) that need no parsing.
 */
export async function meritListRows(db: Db, examId: string): Promise<MeritListRow[]> {
  return db.transaction(async (tx) => {
    await withoutJit(tx);
    const result = await tx.execute(sql`SELECT p.rank, s.name, s.sid, s.username, g.name AS "groupName",
      b.name AS "branchName", p.branch_rank AS "branchRank", p.percentile::float8 AS percentile,
      a.marks_obtained::float8 AS "marksObtained", a.total_marks::float8 AS "totalMarks",
      a.negative_marks::float8 AS "negativeMarks", a.without_gpa::float8 AS "withoutGpa", a.passed,
      a.correct, a.partly_correct AS "partlyCorrect", a.incorrect, a.skipped, a.pending,
      ${sql.raw(utcMinute('started_at'))} AS "startedAt", ${sql.raw(utcMinute('submitted_at'))} AS "submittedAt",
      ${sql.raw(utcMinute('published_at'))} AS "publishedAt", a.source,
      ${hasBothSourcesRaw('a')} AS "bothPaperAndOnline", a.seed,
      coalesce(sp.subject_ranks, '{}'::jsonb) AS "subjectRanks"
    FROM (${positionsOf(examId)}) p
      JOIN exam_attempts a ON a.id = p.id
      JOIN students s ON s.id = a.student_id
      JOIN groups g ON g.id = a.group_id
      LEFT JOIN branches b ON b.id = s.branch_id
      LEFT JOIN (${subjectPositionsOf(examId)}) sp ON sp.id = p.id
    ORDER BY p.rank, s.name, a.id`);
    return (result as unknown as { rows: MeritListRow[] }).rows;
  });
}

/** True when some result of the exam is published (a new or changed result then needs ranking). */
export async function hasPublishedResults(db: Queryable, examId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, examId), isNotNull(examAttempts.publishedAt)))
    .limit(1);
  return Boolean(row);
}
