import { type ChangesOfExamsColumns, changesOfExamsColumns } from './exceptions/exception-repository';
import type { RawSql } from './raw-sql';

// The group, whether the student is in it, its exams with the student's attempts, and what changes the
// student's schedules of them (exceptions, standing extra time), for many (group, student) keys in one
// round trip: thousands of students open My Exams in the minutes before an exam, and one statement
// for each was a wake-up of PostgreSQL and a write from the server each. In the keys' order; a key of
// a group that does not exist has no row. The membership is an index look-up per key (OFFSET 0):
// without it the planner hashed the whole group's members (20,000 rows, ~7 ms) for every batch.
/** The batched group read's statement (exported for the test that checks how PostgreSQL plans it). */
export const GROUPS_SQL = `SELECT k.i, g.id, g.name,
  (SELECT c.course_id FROM group_courses c WHERE c.group_id = g.id ORDER BY c.created_at, c.course_id LIMIT 1) AS course_id,
  EXISTS (SELECT 1 FROM group_members m WHERE m.group_id = g.id AND m.student_id = k.s OFFSET 0) AS member,
  (SELECT coalesce(json_agg(json_build_object('examId', x.exam_id, 'id', a.id, 'startedAt', a.started_at,
      'submittedAt', a.submitted_at, 'deadlineAt', a.deadline_at)), '[]')
    FROM exam_assignments x LEFT JOIN exam_attempts a ON a.exam_id = x.exam_id AND a.student_id = k.s AND a.source = 'online'
    WHERE x.group_id = g.id) AS exams,
  ${changesOfExamsColumns('k.s', 'g.id', 'SELECT gx.exam_id FROM exam_assignments gx WHERE gx.group_id = g.id')}
FROM jsonb_to_recordset($1::jsonb) AS k(i int, g uuid, s uuid)
JOIN groups g ON g.id = k.g
ORDER BY k.i`;

/** An exam given to the group with the student's attempt at it (ids and times as JSON gives them). */
export interface GroupExamRow {
  examId: string;
  id: string | null;
  startedAt: string | null;
  submittedAt: string | null;
  deadlineAt: string | null;
}

/** A group with whether the student is in it, its exams with the student's attempts and their schedule changes. */
export interface GroupWithExamsRow extends ChangesOfExamsColumns {
  id: string;
  name: string;
  course_id: string | null;
  member: boolean;
  exams: GroupExamRow[];
}

/** A group asked for by a student. */
export interface GroupKey {
  groupId: string;
  studentId: string;
}

/**
 * For each key, the group (null when there is none) with the student's membership, the exams and their
 * schedule changes, in one round trip for all; in the keys' order.
 */
export async function findGroupsWithExams(
  sql: RawSql,
  keys: readonly GroupKey[],
): Promise<(GroupWithExamsRow | null)[]> {
  if (keys.length === 0) return [];
  const wire = keys.map((key, i) => ({ i, g: key.groupId, s: key.studentId }));
  const rows = await sql.query<GroupWithExamsRow & { i: number }>('exam-groups', GROUPS_SQL, [
    JSON.stringify(wire),
  ]);
  const byIndex = new Map(rows.map((row) => [row.i, row]));
  return keys.map((_key, i) => byIndex.get(i) ?? null);
}
