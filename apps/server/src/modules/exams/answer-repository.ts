import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { StoredAttachment } from '../../db/schema';
import type { RawSql } from './raw-sql';

/** A saved answer as a result shows it (canonical order), with the examiner's marking and any override. */
export interface ResultAnswerRow {
  questionId: string;
  answer: string[];
  extra: StoredAttachment[];
  examinerMarks: number | null;
  notes: string;
  overrideMarks: number | null;
  overrideReason: string | null;
  overrideAt: Date | null;
  /** The overriding staff member's name (null without an override, or when the account is gone). */
  overrideByName: string | null;
}

/**
 * The saved answers of the attempt `attemptId` (an SQL expression) as one JSON array, for
 * `answersFromJson`: a results day reads 100 answers for each of thousands of views in a minute, and
 * parsing them row by row and field by field cost the server more than the rest of the read.
 */
export const resultAnswersJson = (attemptId: string) => `(SELECT coalesce(json_agg(r), '[]') FROM (
    SELECT a.question_id AS "questionId", a.answer, a.extra, a.examiner_marks::float8 AS "examinerMarks",
      a.notes, a.override_marks::float8 AS "overrideMarks", a.override_reason AS "overrideReason",
      a.override_at AS "overrideAt", s.name AS "overrideByName"
    FROM exam_answers a LEFT JOIN staff s ON s.id = a.override_by
    WHERE a.attempt_id = ${attemptId}) r)`;

/** An answer as `resultAnswersJson` writes it. */
export type ResultAnswerJson = Omit<ResultAnswerRow, 'overrideAt'> & { overrideAt: string | null };

/** The answers `resultAnswersJson` wrote, as rows (JSON has no dates: the few overridden get theirs back). */
export function answersFromJson(answers: ResultAnswerJson[]): ResultAnswerRow[] {
  for (const a of answers)
    if (a.overrideAt !== null) Object.assign(a, { overrideAt: new Date(a.overrideAt) });
  return answers as unknown as ResultAnswerRow[];
}

/** Every saved answer of an attempt (canonical order), with the examiner's marking and any override. */
export async function listAnswers(sql: RawSql, attemptId: string): Promise<ResultAnswerRow[]> {
  const [row] = await sql.query<{ answers: ResultAnswerJson[] }>(
    'result_answers',
    `SELECT ${resultAnswersJson('$1')} AS answers`,
    [attemptId],
  );
  return answersFromJson(row?.answers ?? []);
}

/**
 * Renames chosen options in the stored answers to a question in the given exams' attempts (`[before,
 * after]` option texts), in one statement. For MCQ and checkbox
 * answers, which name options by their text.
 */
export async function renameChosenOptions(
  db: Queryable,
  questionId: string,
  examIds: readonly string[],
  renames: readonly [string, string][],
): Promise<void> {
  if (examIds.length === 0 || renames.length === 0) return;
  const names = JSON.stringify(Object.fromEntries(renames));
  await db.execute(sql`UPDATE exam_answers a
    SET answer = (SELECT coalesce(jsonb_agg(coalesce(${names}::jsonb ->> e.value, e.value) ORDER BY e.n), '[]'::jsonb)
        FROM jsonb_array_elements_text(a.answer) WITH ORDINALITY AS e(value, n)),
      version = a.version + 1
    FROM exam_attempts t
    WHERE a.attempt_id = t.id AND a.question_id = ${questionId}
      AND t.exam_id IN (SELECT value::uuid FROM jsonb_array_elements_text(${JSON.stringify(examIds)}::jsonb))
      AND a.answer ?| (SELECT array_agg(k) FROM jsonb_object_keys(${names}::jsonb) AS k)`);
}

/** One saved answer row as `listAnswers` gives it. */
export type SavedAnswer = Awaited<ReturnType<typeof listAnswers>>[number];

/** An answer write as the batch statements read it (jsonb_to_recordset): short keys keep the JSON small. */
export interface AnswerWireRow {
  /** The attempt. */
  a: string;
  /** The question. */
  q: string;
  /** The group of the request (membership and assignment are re-checked). */
  g: string;
  /** The student. */
  s: string;
  answer: string[];
  extra: StoredAttachment[];
  /** Client timestamp, epoch ms. */
  ts: number;
  /** Received at (ISO time). */
  r: string;
  /** Sent again after being kept offline. */
  o: boolean;
}

/** A stored answer as the guarded write reads it (keyed by attempt `a` and question `q`). */
export interface StoredAnswerRow {
  a: string;
  q: string;
  answer: string[];
  extra: StoredAttachment[];
  client_ts: number;
  version: number;
}

// Every batch statement reaches its rows through a LATERAL subquery kept apart by OFFSET 0, so each
// row is found through its primary key whatever the planner believes: when an exam starts, thousands of
// attempts appear faster than statistics follow, and a join planned on stale statistics (hashing every
// open attempt, walking a whole group's members) cost ~10x the CPU per save.
const READ_SQL = `SELECT k.a, k.q, e.answer, e.extra, e.client_ts::float8 AS client_ts, e.version
FROM jsonb_to_recordset($1::jsonb) AS k(a uuid, q uuid)
CROSS JOIN LATERAL (
  SELECT s.answer, s.extra, s.client_ts, s.version FROM exam_answers s
  WHERE s.attempt_id = k.a AND s.question_id = k.q OFFSET 0
) AS e`;

// Each row's checks are index look-ups (OFFSET 0 keeps every subquery one): PostgreSQL guesses 100 rows
// for a batch's list, and with a plain EXISTS it could hash all of a group's members for every batch
// (20,000 at an exam day: 2.3 ms a batch of 13 saves, against 0.3 ms). The open test is written so that
// the partial index of open attempts (`exam_attempts_due_idx`, `submitted_at IS NULL`) cannot serve it:
// this statement's plan is made once per connection, and made while few attempts were open (before an
// exam) it walked that index, every open attempt, for each row once the exam had 20,000 (93 buffer reads
// a save instead of 22, PostgreSQL's CPU a save twice). No submitted attempt has an infinite time.
/** The writes of a batch whose attempt is open and reachable, the attempt row share-locked. */
const OPEN_ROWS = `CROSS JOIN LATERAL (
    SELECT 1 FROM exam_attempts t
    WHERE t.id = u.a AND t.student_id = u.s AND coalesce(t.submitted_at, 'infinity') = 'infinity'
      AND EXISTS (SELECT 1 FROM group_members m WHERE m.group_id = u.g AND m.student_id = u.s OFFSET 0)
      AND EXISTS (SELECT 1 FROM exam_assignments x WHERE x.exam_id = t.exam_id AND x.group_id = u.g OFFSET 0)
    OFFSET 0 FOR SHARE OF t
  ) AS reachable`;

// One statement per batch: the attempt must exist and be open (row share-locked so a concurrent submit
// waits for this write and then scores it), the student must still be in the group and the exam still
// given to it; `version` makes it a compare-and-set against what was read.
const UPSERT_SQL = `INSERT INTO exam_answers (attempt_id, question_id, answer, extra, client_ts, received_at, offline, version)
SELECT u.a, u.q, u.answer, u.extra, u.ts, u.r, u.o, u.v
FROM jsonb_to_recordset($1::jsonb) AS u(a uuid, q uuid, g uuid, s uuid, answer jsonb, extra jsonb, ts bigint, r timestamptz, o boolean, v int)
${OPEN_ROWS}
ORDER BY u.a, u.q
ON CONFLICT (attempt_id, question_id) DO UPDATE SET answer = excluded.answer, extra = excluded.extra,
  client_ts = excluded.client_ts, received_at = excluded.received_at, offline = excluded.offline, version = excluded.version
WHERE exam_answers.version = excluded.version - 1
RETURNING attempt_id AS a, question_id AS q`;

// The common case (answers that may change: objective questions with multiple submissions on) in one
// statement. Last write wins by the client's timestamp, as packages/domain `isNewerAnswer` says (an
// equal timestamp replaces): `open` are the writes whose attempt is open and reachable, `written`
// those that were not older than the stored answer.
/** The exam-day save statement (exported for the test that checks how PostgreSQL plans it). */
export const LATEST_WINS_SQL = `WITH open AS (
  SELECT u.* FROM jsonb_to_recordset($1::jsonb) AS u(a uuid, q uuid, g uuid, s uuid, answer jsonb, extra jsonb, ts bigint, r timestamptz, o boolean)
  ${OPEN_ROWS}
), written AS (
  INSERT INTO exam_answers (attempt_id, question_id, answer, extra, client_ts, received_at, offline, version)
  SELECT a, q, answer, extra, ts, r, o, 1 FROM open ORDER BY a, q
  ON CONFLICT (attempt_id, question_id) DO UPDATE SET answer = excluded.answer, extra = excluded.extra,
    client_ts = excluded.client_ts, received_at = excluded.received_at, offline = excluded.offline,
    version = exam_answers.version + 1
  WHERE exam_answers.client_ts <= excluded.client_ts
  RETURNING attempt_id AS a, question_id AS q
)
SELECT open.a, open.q, written.a IS NOT NULL AS saved FROM open LEFT JOIN written ON written.a = open.a AND written.q = open.q`;

/**
 * The rows by (attempt, question), as PostgreSQL orders the uuids (lower-case hex compares alike). Every
 * batch takes its locks in this one order (the attempts' share locks as it reads the rows, the answers'
 * as it writes them, sorted again in the statement): two batches holding the same answers, on two
 * nodes, wait for each other instead of deadlocking.
 */
function inKeyOrder<R extends { a: string; q: string }>(rows: R[]): R[] {
  return [...rows].sort((x, y) => (x.a < y.a ? -1 : x.a > y.a ? 1 : x.q < y.q ? -1 : x.q > y.q ? 1 : 0));
}

/**
 * Writes answers that can never be locked, in one statement: the newest by client timestamp wins.
 * Answers with the writes whose attempt was open and reachable, `saved` false when a newer one was stored.
 */
export function writeLatestAnswers(
  sql: RawSql,
  rows: AnswerWireRow[],
): Promise<{ a: string; q: string; saved: boolean }[]> {
  return sql.query('exam-answers-latest', LATEST_WINS_SQL, [JSON.stringify(inKeyOrder(rows))]);
}

/** The stored answers of the given (attempt `a`, question `q`) keys, with their versions. */
export function readStoredAnswers(sql: RawSql, keys: { a: string; q: string }[]): Promise<StoredAnswerRow[]> {
  return sql.query('exam-answers-read', READ_SQL, [JSON.stringify(keys)]);
}

/**
 * Writes answers as a compare-and-set on version `v - 1` (the version read), where the attempt is
 * open and reachable; answers with the keys written.
 */
export function upsertUnchangedAnswers(
  sql: RawSql,
  rows: (AnswerWireRow & { v: number })[],
): Promise<{ a: string; q: string }[]> {
  return sql.query('exam-answers-upsert', UPSERT_SQL, [JSON.stringify(inKeyOrder(rows))]);
}
