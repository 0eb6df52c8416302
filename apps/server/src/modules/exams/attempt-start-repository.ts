import type { Attempt, PaperAnswer } from './attempt-repository';
import type { RawSql } from './raw-sql';

const ANSWERS = `(SELECT coalesce(json_agg(json_build_object('questionId', e.question_id, 'answer', e.answer,
  'extra', e.extra, 'clientTs', e.client_ts)), '[]') FROM exam_answers e WHERE e.attempt_id = a.id)`;
// The online attempt: a paper one (an accepted OMR sheet) is never opened here. A lateral look-up
// (OFFSET 0 keeps it one): PostgreSQL guesses 100 rows for a batch's list, whatever it holds, and for
// a plain join it then read the whole attempts table into a hash on every batch of starts (~12 ms a
// batch at 20,000 attempts, where an index look-up per row takes microseconds).
const ATTEMPT = (exam: string, student: string) => `LEFT JOIN LATERAL (
  SELECT * FROM exam_attempts a WHERE a.exam_id = ${exam} AND a.student_id = ${student} AND a.source = 'online' OFFSET 0
) a ON true`;

// Many keys at once (a batch of starts: one statement and one commit for all): the membership (an
// index look-up per key: without OFFSET 0 the planner hashed the whole group's members for each
// batch), the insert (only for a member, only where the row brings a new attempt) and the attempt
// there was before, and its answers where wanted. `a` is read in the statement's snapshot, so it is
// the attempt that existed before this insert; when both are empty a concurrent start on another node
// won the insert (the caller reads it again). Two rows of one batch never share a student and exam.
// The rows are inserted in key order, so two nodes' batches that hold the same students (a double press
// through a balancer) wait for each other rather than deadlock. A batch of look-ups only has no insert.
const KEYS = `k AS (
  SELECT * FROM jsonb_to_recordset($1::jsonb)
    AS k(i int, e uuid, g uuid, s uuid, seed text, st timestamptz, dl timestamptz, drawn uuid[], wa boolean)
), m AS (
  SELECT k.*, EXISTS (
    SELECT 1 FROM group_members gm WHERE gm.group_id = k.g AND gm.student_id = k.s OFFSET 0
  ) AS member FROM k
)`;
const BATCH_SQL = `WITH ${KEYS}, ins AS (
  INSERT INTO exam_attempts (exam_id, group_id, student_id, seed, started_at, deadline_at, drawn_question_ids)
  SELECT m.e, m.g, m.s, m.seed, m.st, m.dl, m.drawn FROM m WHERE m.member AND m.seed IS NOT NULL
  ORDER BY m.e, m.s
  ON CONFLICT (exam_id, student_id, source) DO NOTHING
  RETURNING id, exam_id, student_id, group_id, seed, started_at, deadline_at, drawn_question_ids
)
SELECT m.i, m.member, ins.id IS NOT NULL AS created,
  coalesce(ins.id, a.id) AS id, coalesce(ins.group_id, a.group_id) AS group_id, coalesce(ins.seed, a.seed) AS seed,
  CASE WHEN ins.id IS NOT NULL THEN ins.drawn_question_ids ELSE a.drawn_question_ids END AS drawn_question_ids,
  coalesce(ins.started_at, a.started_at) AS started_at, coalesce(ins.deadline_at, a.deadline_at) AS deadline_at,
  a.submitted_at, a.published_at, CASE WHEN m.wa THEN ${ANSWERS} END AS answers
FROM m LEFT JOIN ins ON ins.exam_id = m.e AND ins.student_id = m.s
${ATTEMPT('m.e', 'm.s')}
ORDER BY m.i`;
const BATCH_FIND_SQL = `WITH ${KEYS}
SELECT m.i, m.member, false AS created, a.id, a.group_id, a.seed, a.drawn_question_ids, a.started_at,
  a.deadline_at, a.submitted_at, a.published_at, CASE WHEN m.wa THEN ${ANSWERS} END AS answers
FROM m ${ATTEMPT('m.e', 'm.s')}
ORDER BY m.i`;

/** What a new attempt starts with. */
export interface NewAttempt {
  seed: string;
  /** The questions the seed draws from the exam's pools (null: no pools). */
  drawnQuestionIds: string[] | null;
  startedAt: Date;
  deadlineAt: Date;
}

/** The outcome of a start or look-up (`startOrFindAttempts`). */
export interface StartOutcome {
  /** Whether the student is in the group (nothing is created otherwise). */
  member: boolean;
  /** The attempt, made now or earlier; null when none was made and none existed. */
  attempt: Attempt | null;
  /** True when this call made the attempt. */
  created: boolean;
  /** The saved answers of an existing attempt (when asked for; none for a new one). */
  answers: PaperAnswer[];
}

/** A row of the start statements as read. */
interface StartRowRead {
  member: boolean;
  created: boolean;
  id: string | null;
  group_id: string;
  seed: string;
  drawn_question_ids: string[] | null;
  started_at: Date | string;
  deadline_at: Date | string;
  submitted_at: Date | string | null;
  published_at: Date | string | null;
  answers?: PaperAnswer[] | null;
}

function outcomeOf(key: { examId: string; studentId: string }, row: StartRowRead | undefined): StartOutcome {
  if (!row) return { member: false, attempt: null, created: false, answers: [] };
  const attempt: Attempt | null = row.id
    ? {
        id: row.id,
        examId: key.examId,
        groupId: row.group_id,
        studentId: key.studentId,
        seed: row.seed,
        drawnQuestionIds: row.drawn_question_ids,
        startedAt: new Date(row.started_at),
        deadlineAt: new Date(row.deadline_at),
        submittedAt: row.submitted_at ? new Date(row.submitted_at) : null,
        publishedAt: row.published_at ? new Date(row.published_at) : null,
      }
    : null;
  return { member: row.member, attempt, created: row.created, answers: row.answers ?? [] };
}

/** One start (or look-up) of a batch. */
export interface StartRequest {
  key: { examId: string; groupId: string; studentId: string };
  /** The attempt to make for a member without one; null: only look it up. */
  create: NewAttempt | null;
  withAnswers: boolean;
}

/**
 * `startOrFindAttempt` for many students in one statement and one commit (the start burst: thousands
 * of students pressing Start in the same seconds share the round trips and the commits). No two
 * requests may be of the same student and exam. Outcomes in the requests' order.
 */
export async function startOrFindAttempts(
  sql: RawSql,
  requests: readonly StartRequest[],
): Promise<StartOutcome[]> {
  if (requests.length === 0) return [];
  const wire = requests.map(({ key, create, withAnswers }, i) => ({
    i,
    e: key.examId,
    g: key.groupId,
    s: key.studentId,
    seed: create?.seed ?? null,
    st: create?.startedAt.toISOString() ?? null,
    dl: create?.deadlineAt.toISOString() ?? null,
    drawn: create?.drawnQuestionIds ?? null,
    wa: withAnswers,
  }));
  const inserts = requests.some((request) => request.create !== null);
  const rows = await sql.query<StartRowRead & { i: number }>(
    inserts ? 'exam-start-batch' : 'exam-find-batch',
    inserts ? BATCH_SQL : BATCH_FIND_SQL,
    [JSON.stringify(wire)],
  );
  const byIndex = new Map(rows.map((row) => [row.i, row]));
  return requests.map(({ key }, i) => outcomeOf(key, byIndex.get(i)));
}
