import { rowFromJson } from '../../../db/row-from-json';
import { examAttempts } from '../../../db/schema';
import {
  answersFromJson,
  type ResultAnswerJson,
  resultAnswersJson,
  type SavedAnswer,
} from '../answer-repository';
import type { RawSql } from '../raw-sql';
import { isUnscoredText } from './counted-attempt';
import { countedOf, type StudentAttempt } from './result-repository';

// For many students opening a result at once (a results day: thousands a minute), in one statement:
// whether each is in the group the exam is reached through, their attempts of the exam (an online and
// a paper one at most) and, for a scored attempt they may see (published, or `w`: the exam shows
// results as they are scored), its answers; and whether any submitted attempt of the exam is still
// unscored, read in the same snapshot (then the figures may be older than a scoring). One statement
// per student was a wake-up of PostgreSQL and a write from the server each. Every look-up is by index
// (OFFSET 0 keeps each subquery one: PostgreSQL guesses 100 keys for the list whatever it holds, and
// could otherwise hash a whole group's members, or an exam's attempts, for every batch).
/** The batched result read's statement (exported for the test that checks how PostgreSQL plans it). */
export const MEMBER_RESULTS_SQL = `SELECT k.i,
  EXISTS (SELECT 1 FROM group_members m WHERE m.group_id = k.g AND m.student_id = k.s OFFSET 0) AS member,
  EXISTS (SELECT 1 FROM exam_attempts u WHERE u.exam_id = k.e AND ${isUnscoredText('u')} OFFSET 0) AS unscored,
  (SELECT coalesce(json_agg(json_build_object('row', to_jsonb(t), 'answers',
      CASE WHEN t.scored_at IS NOT NULL AND (t.published_at IS NOT NULL OR k.w) THEN ${resultAnswersJson('t.id')} END)), '[]')
    FROM (SELECT * FROM exam_attempts x WHERE x.exam_id = k.e AND x.student_id = k.s OFFSET 0) t) AS attempts
FROM jsonb_to_recordset($1::jsonb) AS k(i int, e uuid, g uuid, s uuid, w boolean)
ORDER BY k.i`;

/** A student's result asked for through a group. */
export interface MemberResultKey {
  examId: string;
  groupId: string;
  studentId: string;
  /** The exam shows results as they are scored: a scored attempt's answers are read unpublished too. */
  visibleWhenScored: boolean;
}

/** What a result view starts from. */
export interface MemberResult {
  /** The student is in the group. */
  member: boolean;
  /** Of the student's attempts, the one that counts, else the online one (`findStudentAttempt`). */
  attempt: StudentAttempt | undefined;
  /** Some submitted attempt of the exam is not scored yet. */
  unscoredInExam: boolean;
  /** The attempt's answers when it is scored and may be seen (see the key); null otherwise. */
  answers: SavedAnswer[] | null;
}

interface MemberResultRow {
  i: number;
  member: boolean;
  unscored: boolean;
  attempts: { row: Record<string, unknown>; answers: ResultAnswerJson[] | null }[];
}

/** For each key, in one round trip for all: membership, counted attempt, its answers; in the keys' order. */
export async function findMemberResults(
  sql: RawSql,
  keys: readonly MemberResultKey[],
): Promise<MemberResult[]> {
  if (keys.length === 0) return [];
  const wire = keys.map((key, i) => ({
    i,
    e: key.examId,
    g: key.groupId,
    s: key.studentId,
    w: key.visibleWhenScored,
  }));
  const rows = await sql.query<MemberResultRow>('result-member-batch', MEMBER_RESULTS_SQL, [
    JSON.stringify(wire),
  ]);
  const byIndex = new Map(rows.map((row) => [row.i, row]));
  return keys.map((_key, i) => {
    const row = byIndex.get(i);
    if (!row) return { member: false, attempt: undefined, unscoredInExam: false, answers: null };
    const read = row.attempts.map((a) => ({ attempt: rowFromJson(examAttempts, a.row), answers: a.answers }));
    const attempt = countedOf(read.map((r) => r.attempt));
    const answers = read.find((r) => r.attempt === attempt)?.answers ?? null;
    return {
      member: row.member,
      attempt,
      unscoredInExam: row.unscored,
      answers: answers ? answersFromJson(answers) : null,
    };
  });
}
