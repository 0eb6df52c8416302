import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  examAssignments,
  examQuestions,
  exams,
  groupMembers,
  groups,
  questions,
  students,
} from '../../db/schema';

/** An exam's title and its questions in the paper's order (type and how many options), or undefined. */
export async function findExamPaper(db: Queryable, examId: string) {
  const [exam] = await db
    .select({ id: exams.id, title: exams.title })
    .from(exams)
    .where(eq(exams.id, examId));
  if (!exam) return undefined;
  const rows = await db
    .select({ type: questions.type, optionCount: sql<number>`cardinality(${questions.options})::int` })
    .from(examQuestions)
    .innerJoin(questions, eq(questions.id, examQuestions.questionId))
    .where(eq(examQuestions.examId, examId))
    .orderBy(asc(examQuestions.position), asc(examQuestions.questionId));
  return { ...exam, questions: rows };
}

/** The digits of the institute's longest all-digit roll (of at most `max` digits), or null when none. */
export async function longestNumericRoll(db: Queryable, max: number): Promise<number | null> {
  const [row] = await db
    .select({ longest: sql<number | null>`max(length(${students.sid}))::int` })
    .from(students)
    .where(sql`${students.sid} ~ ${`^[0-9]{1,${max}}$`}`);
  return row?.longest ?? null;
}

/** A group's name and whether the exam is given to it, or undefined for no such group. */
export async function findExamGroup(db: Queryable, examId: string, groupId: string) {
  const [row] = await db
    .select({ name: groups.name, assignmentId: examAssignments.id })
    .from(groups)
    .leftJoin(
      examAssignments,
      and(eq(examAssignments.groupId, groups.id), eq(examAssignments.examId, examId)),
    )
    .where(eq(groups.id, groupId));
  return row ? { name: row.name, givenTheExam: row.assignmentId !== null } : undefined;
}

/** A group's active students by roll, then name. */
export function groupStudents(db: Queryable, groupId: string) {
  return db
    .select({ name: students.name, sid: students.sid })
    .from(groupMembers)
    .innerJoin(students, eq(students.id, groupMembers.studentId))
    .where(and(eq(groupMembers.groupId, groupId), isNull(students.deactivatedAt)))
    .orderBy(sql`length(${students.sid})`, asc(students.sid), asc(students.name), asc(students.id));
}
