import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examAnswers, examAssignments, groupMembers, groups, students } from '../../db/schema';

/** An answer's marking as stored (marks null while unmarked); undefined when there is no such answer. */
export async function findMarking(db: Db, attemptId: string, questionId: string) {
  const [row] = await db
    .select({
      marks: examAnswers.examinerMarks,
      notes: examAnswers.notes,
      markedBy: examAnswers.markedBy,
      markedAt: examAnswers.markedAt,
    })
    .from(examAnswers)
    .where(and(eq(examAnswers.attemptId, attemptId), eq(examAnswers.questionId, questionId)));
  return row;
}

/** Students with the names of the groups they are in (a student in none has one row, group null). */
export async function findStudentGroups(db: Db, studentIds: string[]) {
  if (!studentIds.length) return [];
  return db
    .select({ id: students.id, name: students.name, sid: students.sid, group: groups.name })
    .from(students)
    .leftJoin(groupMembers, eq(groupMembers.studentId, students.id))
    .leftJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(inArray(students.id, studentIds))
    .orderBy(asc(students.id), asc(groups.name));
}

/** The names of an exam's groups whose results are published. */
export async function findPublishedGroups(db: Db, examId: string): Promise<string[]> {
  const rows = await db
    .select({ name: groups.name })
    .from(examAssignments)
    .innerJoin(groups, eq(groups.id, examAssignments.groupId))
    .where(and(eq(examAssignments.examId, examId), isNotNull(examAssignments.resultsPublishedAt)))
    .orderBy(asc(groups.name));
  return rows.map((r) => r.name);
}
