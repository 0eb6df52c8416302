import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { firstCourseIdOf } from '../../../db/first-course-of';
import { examAssignments, groups } from '../../../db/schema';

/** The stored schedule of an exam in a group. */
export type ScheduleValues = Pick<
  typeof examAssignments.$inferInsert,
  'startsAt' | 'endsAt' | 'duration' | 'multipleTimesSubmission' | 'gpaHsc' | 'gpaSsc' | 'cutMarks'
>;

/** One group. */
export async function findGroup(db: Queryable, groupId: string) {
  const [group] = await db
    .select({ id: groups.id, name: groups.name, courseId: firstCourseIdOf(groups.id) })
    .from(groups)
    .where(eq(groups.id, groupId));
  return group;
}

/** Gives an exam to a group; the new assignment's id, or undefined when it is given already. */
export async function insertAssignment(
  db: Queryable,
  examId: string,
  groupId: string,
  values: ScheduleValues,
): Promise<string | undefined> {
  const [row] = await db
    .insert(examAssignments)
    .values({ examId, groupId, ...values })
    .onConflictDoNothing()
    .returning({ id: examAssignments.id });
  return row?.id;
}

/** Replaces an assignment's schedule. */
export async function updateAssignmentRow(db: Queryable, assignmentId: string, values: ScheduleValues) {
  await db.update(examAssignments).set(values).where(eq(examAssignments.id, assignmentId));
}

/** Takes an exam away from a group; false when it was not given to it. */
export async function deleteAssignment(db: Queryable, examId: string, groupId: string): Promise<boolean> {
  const gone = await db
    .delete(examAssignments)
    .where(and(eq(examAssignments.examId, examId), eq(examAssignments.groupId, groupId)))
    .returning({ id: examAssignments.id });
  return gone.length > 0;
}

/** Sets the deadlines of attempts, in one statement. */
export async function setDeadlines(db: Queryable, deadlines: { id: string; deadline: string }[]) {
  await db.execute(sql`update exam_attempts a set deadline_at = v.deadline
    from jsonb_to_recordset(${JSON.stringify(deadlines)}::jsonb) as v(id uuid, deadline timestamptz)
    where a.id = v.id`);
}
