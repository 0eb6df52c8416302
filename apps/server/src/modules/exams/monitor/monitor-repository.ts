import type { MonitorState } from '@lms/domain/contract';
import { containsPattern } from '../../../db/contains-pattern';
import type { RawSql } from '../raw-sql';

/** One live exam with a window meeting a time range, with its groups. */
export interface ExamDayRow {
  id: string;
  title: string;
  starts_at: Date;
  ends_at: Date | null;
  running_now: boolean;
  groups: { groupId: string; name: string }[];
}

const EXAM_DAY_SQL = `SELECT e.id, e.title, min(x.starts_at) AS starts_at,
  CASE WHEN bool_or(x.ends_at IS NULL) THEN NULL ELSE max(x.ends_at) END AS ends_at,
  bool_or(x.starts_at <= $3 AND (x.ends_at IS NULL OR x.ends_at > $3)) AS running_now,
  json_agg(json_build_object('groupId', g.id, 'name', g.name) ORDER BY g.name) AS groups
FROM exams e
JOIN exam_assignments x ON x.exam_id = e.id
JOIN groups g ON g.id = x.group_id
WHERE NOT e.is_practice AND x.starts_at < $2 AND (x.ends_at IS NULL OR x.ends_at > $1)
GROUP BY e.id, e.title
ORDER BY min(x.starts_at), e.title
LIMIT 100`;

/** Live exams whose window (for some group) meets [from, to), soonest first (at most 100). */
export function findExamDay(sql: RawSql, from: Date, to: Date, now: Date): Promise<ExamDayRow[]> {
  return sql.query('monitor-exam-day', EXAM_DAY_SQL, [
    from.toISOString(),
    to.toISOString(),
    now.toISOString(),
  ]);
}

// The students with a live socket on the exam's page, handed in as an array and joined (a hash join,
// where `= ANY` of a parameter would compare every row with every entry).
const PRESENT = (param: string) => `present AS (SELECT DISTINCT unnest(${param}::uuid[]) AS student_id)`;

// Every student of every group the exam is given to, with the attempt (through any group), its last
// save and whether the student is on the exam's page now. A student in two of its groups is counted in each.
const STUDENTS_OF_EXAM = `FROM exam_assignments x
JOIN groups g ON g.id = x.group_id
JOIN group_members m ON m.group_id = x.group_id
LEFT JOIN exam_attempts t ON t.exam_id = x.exam_id AND t.student_id = m.student_id AND t.source = 'online'
LEFT JOIN exam_attempt_activity v ON v.attempt_id = t.id
LEFT JOIN present p ON p.student_id = m.student_id`;

// An attempt whose deadline has passed waits for the auto-submit (deadline plus the offline grace): it is
// time over meanwhile, not answering nor offline. The deadline is the stored one (minutes added included),
// as the auto-submit reads it; the rule is isPastDeadline's, `deadline_at <= now`.
const TIME_OVER = (now: string) => `t.deadline_at <= ${now}`;
const SITTING = (now: string) => `t.id IS NOT NULL AND t.submitted_at IS NULL AND NOT ${TIME_OVER(now)}`;
// Gone: not on the page, and nothing saved (nor started) since the cut, so not seen over HTTP either.
const GONE = (cut: string) => `p.student_id IS NULL AND coalesce(v.last_saved_at, t.started_at) < ${cut}`;

// $2 is the offline cut: a student still sitting, not on the page, with no save (nor start) since then is
// offline. $8 is now.
const STATE_SQL = `CASE WHEN t.id IS NULL THEN 'notStarted'
  WHEN t.submitted_at IS NOT NULL THEN 'submitted'
  WHEN ${TIME_OVER('$8')} THEN 'timeOver'
  WHEN ${GONE('$2')} THEN 'offline'
  ELSE 'answering' END`;

/** One group's counts by state. */
export interface GroupCountsRow {
  group_id: string;
  name: string;
  not_started: number;
  answering: number;
  offline: number;
  time_over: number;
  submitted: number;
  last_save_at: Date | null;
}

// $2 is the offline cut, $3 now, $4 the students on the page.
const COUNTS_SQL = `WITH ${PRESENT('$4')}
SELECT x.group_id, g.name,
  count(*) FILTER (WHERE t.id IS NULL)::int AS not_started,
  count(*) FILTER (WHERE ${SITTING('$3')} AND NOT (${GONE('$2')}))::int AS answering,
  count(*) FILTER (WHERE ${SITTING('$3')} AND ${GONE('$2')})::int AS offline,
  count(*) FILTER (WHERE t.submitted_at IS NULL AND ${TIME_OVER('$3')})::int AS time_over,
  count(*) FILTER (WHERE t.submitted_at IS NOT NULL)::int AS submitted,
  max(v.last_saved_at) AS last_save_at
${STUDENTS_OF_EXAM}
WHERE x.exam_id = $1
GROUP BY x.group_id, g.name`;

// Groups without members have no row above.
const GROUPS_SQL = `SELECT x.group_id, g.name FROM exam_assignments x JOIN groups g ON g.id = x.group_id
WHERE x.exam_id = $1`;

/**
 * Counts by state at `now` of every group the exam is given to (groups without members count zero);
 * `present` are the students on the exam's page.
 */
export async function countStates(
  sql: RawSql,
  examId: string,
  offlineCut: Date,
  now: Date,
  present: readonly string[],
): Promise<GroupCountsRow[]> {
  const [counts, groups] = await Promise.all([
    sql.query<GroupCountsRow>('monitor-counts', COUNTS_SQL, [
      examId,
      offlineCut.toISOString(),
      now.toISOString(),
      present,
    ]),
    sql.query<{ group_id: string; name: string }>('monitor-groups', GROUPS_SQL, [examId]),
  ]);
  const byGroup = new Map(counts.map((row) => [row.group_id, row]));
  return groups.map(
    (g) =>
      byGroup.get(g.group_id) ?? {
        ...g,
        not_started: 0,
        answering: 0,
        offline: 0,
        time_over: 0,
        submitted: 0,
        last_save_at: null,
      },
  );
}

/** The filters and page of the students list. */
export interface StudentFilter {
  state?: MonitorState | undefined;
  groupId?: string | undefined;
  search?: string | undefined;
  limit: number;
  offset: number;
}

/** One student's row as the list query gives it. */
export interface StudentStateRow {
  student_id: string;
  name: string;
  username: string;
  group_id: string;
  group_name: string;
  state: MonitorState;
  started_at: Date | null;
  deadline_at: Date | null;
  submitted_at: Date | null;
  last_save_at: Date | null;
  answers_saved: number;
  total: number;
  reopened: boolean;
}

// The answers are counted only for the page's rows, through the answers' primary key.
const STUDENTS_SQL = `WITH ${PRESENT('$9')}, rows AS (
  SELECT m.student_id, s.name, s.username, x.group_id, g.name AS group_name, ${STATE_SQL} AS state,
    t.id AS attempt_id, t.started_at, t.deadline_at, t.submitted_at, v.last_saved_at AS last_save_at,
    t.reopened_at IS NOT NULL AS reopened
  ${STUDENTS_OF_EXAM}
  JOIN students s ON s.id = m.student_id
  WHERE x.exam_id = $1 AND ($3::uuid IS NULL OR x.group_id = $3)
    AND ($4::text IS NULL OR s.name ILIKE $4 ESCAPE '\\' OR s.username ILIKE $4 ESCAPE '\\')
), matching AS (
  SELECT *, count(*) OVER ()::int AS total FROM rows WHERE $5::text IS NULL OR state = $5
  ORDER BY name, student_id, group_name LIMIT $6 OFFSET $7
)
SELECT p.student_id, p.name, p.username, p.group_id, p.group_name, p.state, p.started_at, p.deadline_at,
  p.submitted_at, p.last_save_at, p.total, coalesce(p.reopened, false) AS reopened,
  CASE WHEN p.attempt_id IS NULL THEN 0
    ELSE (SELECT count(*)::int FROM exam_answers a WHERE a.attempt_id = p.attempt_id) END AS answers_saved
FROM matching p ORDER BY p.name, p.student_id, p.group_name`;

/**
 * A page of the exam's students with their state at `now` (`present`: the students on the exam's page),
 * and how many match in all (0 when the page is empty).
 */
export function findStudentStates(
  sql: RawSql,
  examId: string,
  offlineCut: Date,
  now: Date,
  present: readonly string[],
  filter: StudentFilter,
): Promise<StudentStateRow[]> {
  const pattern = filter.search ? containsPattern(filter.search) : null;
  return sql.query('monitor-students', STUDENTS_SQL, [
    examId,
    offlineCut.toISOString(),
    filter.groupId ?? null,
    pattern,
    filter.state ?? null,
    filter.limit,
    filter.offset,
    now.toISOString(),
    present,
  ]);
}

/** Which attempts in progress to give more time: one student's, one group's, or all of the exam. */
export interface ExtendTarget {
  examId: string;
  studentId?: string | undefined;
  groupId?: string | undefined;
}

const EXTEND_SQL = `UPDATE exam_attempts SET deadline_at = deadline_at + make_interval(mins => $2),
  extra_minutes = extra_minutes + $2
WHERE exam_id = $1 AND submitted_at IS NULL
  AND ($3::uuid IS NULL OR student_id = $3) AND ($4::uuid IS NULL OR group_id = $4)
RETURNING student_id, deadline_at`;

/** Moves the deadlines of the open attempts targeted by `minutes`; answers their students and new deadlines. */
export function extendDeadlines(
  sql: RawSql,
  target: ExtendTarget,
  minutes: number,
): Promise<{ student_id: string; deadline_at: Date }[]> {
  return sql.query('monitor-extend', EXTEND_SQL, [
    target.examId,
    minutes,
    target.studentId ?? null,
    target.groupId ?? null,
  ]);
}

// The attempt is looked up by its key (OFFSET 0), never by hashing every attempt of every exam.
const RECORD_SAVES_SQL = `INSERT INTO exam_attempt_activity (attempt_id, last_saved_at)
SELECT k.a, k.t FROM jsonb_to_recordset($1::jsonb) AS k(a uuid, t timestamptz)
WHERE EXISTS (SELECT 1 FROM exam_attempts e WHERE e.id = k.a OFFSET 0)
ORDER BY k.a
ON CONFLICT (attempt_id) DO UPDATE SET last_saved_at = greatest(exam_attempt_activity.last_saved_at, excluded.last_saved_at)`;

/** Records the latest save time of each attempt given (attempts deleted meanwhile are skipped). */
export async function recordLastSaves(sql: RawSql, saves: { a: string; t: string }[]): Promise<void> {
  await sql.query('monitor-record-saves', RECORD_SAVES_SQL, [JSON.stringify(saves)]);
}

/** When an attempt was submitted and the marks it scored (null while unscored). */
export async function findSubmission(
  sql: RawSql,
  attemptId: string,
): Promise<{ submitted_at: Date | null; marks: number | null } | undefined> {
  const [row] = await sql.query<{ submitted_at: Date | null; marks: number | null }>(
    'monitor-submission',
    'SELECT submitted_at, marks_obtained::float8 AS marks FROM exam_attempts WHERE id = $1',
    [attemptId],
  );
  return row;
}

const OPEN_EXAMS_SQL = `SELECT student_id, exam_id FROM exam_attempts
WHERE student_id = ANY($1::uuid[]) AND submitted_at IS NULL`;

/** The exams each of these students is sitting (an attempt not submitted). */
export function findOpenExams(
  sql: RawSql,
  studentIds: readonly string[],
): Promise<{ student_id: string; exam_id: string }[]> {
  return sql.query('monitor-open-exams', OPEN_EXAMS_SQL, [studentIds]);
}
