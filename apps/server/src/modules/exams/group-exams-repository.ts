import { type ChangesOfExamsColumns, changesOfExamsColumns } from './exceptions/exception-repository';
import type { RawSql } from './raw-sql';

// One round trip: the group, whether the student is in it, its exams with the student's attempts, and
// what changes the student's schedules of them (exceptions, standing extra time).
const GROUP_SQL = `SELECT g.id, g.name,
  (SELECT c.course_id FROM group_courses c WHERE c.group_id = g.id ORDER BY c.created_at, c.course_id LIMIT 1) AS course_id,
  EXISTS (SELECT 1 FROM group_members m WHERE m.group_id = g.id AND m.student_id = $2) AS member,
  (SELECT coalesce(json_agg(json_build_object('examId', x.exam_id, 'id', a.id, 'startedAt', a.started_at,
      'submittedAt', a.submitted_at, 'deadlineAt', a.deadline_at)), '[]')
    FROM exam_assignments x LEFT JOIN exam_attempts a ON a.exam_id = x.exam_id AND a.student_id = $2 AND a.source = 'online'
    WHERE x.group_id = g.id) AS exams,
  ${changesOfExamsColumns('$2::uuid', 'g.id', 'SELECT gx.exam_id FROM exam_assignments gx WHERE gx.group_id = g.id')}
FROM groups g WHERE g.id = $1`;

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

/** The group (null when there is none) with the membership, the exams and their schedule changes, in one round trip. */
export async function findGroupWithExams(
  sql: RawSql,
  groupId: string,
  studentId: string,
): Promise<GroupWithExamsRow | null> {
  const [group] = await sql.query<GroupWithExamsRow>('exam-group', GROUP_SQL, [groupId, studentId]);
  return group ?? null;
}
