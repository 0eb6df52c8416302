import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  examAnswers,
  examAssignments,
  examAttempts,
  groupMembers,
  groups,
  omrScans,
  omrSheets,
  students,
} from '../../db/schema';
import { sheetColumns } from './omr-scan-repository';

const reviewColumns = {
  ...sheetColumns,
  id: omrSheets.id,
  scanId: omrSheets.scanId,
  scanSets: omrScans.sets,
};

/** A sheet of this exam's read (undefined: no such read of the exam, or no such page); `lock` locks its row. */
export async function findSheet(
  db: Queryable,
  where: { examId: string; scanId: string; page: number },
  lock = false,
) {
  const query = db
    .select(reviewColumns)
    .from(omrSheets)
    .innerJoin(omrScans, eq(omrScans.id, omrSheets.scanId))
    .leftJoin(students, eq(students.id, omrSheets.studentId))
    .where(
      and(
        eq(omrSheets.scanId, where.scanId),
        eq(omrSheets.page, where.page),
        eq(omrSheets.examId, where.examId),
        eq(omrScans.examId, where.examId),
      ),
    );
  const [row] = lock ? await query.for('update', { of: omrSheets }) : await query;
  return row;
}

/** A sheet row as `findSheet` reads it. */
export type SheetRow = NonNullable<Awaited<ReturnType<typeof findSheet>>>;

/** What a correction or an acceptance writes on a sheet. */
export type SheetChange = Partial<
  Pick<typeof omrSheets.$inferInsert, 'roll' | 'studentId' | 'setCode' | 'answers' | 'attemptId'>
> & { reviewedBy: string; reviewedAt: Date };

/** Writes a sheet's review. */
export async function updateSheet(db: Queryable, sheetId: string, change: SheetChange): Promise<void> {
  await db.update(omrSheets).set(change).where(eq(omrSheets.id, sheetId));
}

/**
 * The student when active and in a group the exam is given to, with that group (the first by name
 * when several): a student of another group, branch or institute is not found.
 */
export async function studentOfExam(db: Queryable, examId: string, studentId: string) {
  const [row] = await db
    .select({ id: students.id, name: students.name, sid: students.sid, groupId: groups.id })
    .from(examAssignments)
    .innerJoin(groupMembers, eq(groupMembers.groupId, examAssignments.groupId))
    .innerJoin(groups, eq(groups.id, examAssignments.groupId))
    .innerJoin(students, eq(students.id, groupMembers.studentId))
    .where(
      and(eq(examAssignments.examId, examId), eq(students.id, studentId), isNull(students.deactivatedAt)),
    )
    .orderBy(asc(groups.name), asc(groups.id))
    .limit(1);
  return row;
}

/** Makes the student's paper attempt, unless they have one (then undefined: one per student and exam). */
export async function insertPaperAttempt(
  db: Queryable,
  values: { examId: string; groupId: string; studentId: string; at: Date },
): Promise<string | undefined> {
  const [row] = await db
    .insert(examAttempts)
    .values({
      examId: values.examId,
      groupId: values.groupId,
      studentId: values.studentId,
      seed: 'paper',
      startedAt: values.at,
      deadlineAt: values.at,
      submittedAt: values.at,
      source: 'paper',
    })
    .onConflictDoNothing({ target: [examAttempts.examId, examAttempts.studentId, examAttempts.source] })
    .returning({ id: examAttempts.id });
  return row?.id;
}

/** The page and read of the sheet that made this attempt. */
export async function sheetOfAttempt(db: Queryable, examId: string, studentId: string) {
  const [row] = await db
    .select({ page: omrSheets.page, scanId: omrSheets.scanId })
    .from(omrSheets)
    .innerJoin(examAttempts, eq(examAttempts.id, omrSheets.attemptId))
    .where(
      and(
        eq(examAttempts.examId, examId),
        eq(examAttempts.studentId, studentId),
        eq(examAttempts.source, 'paper'),
      ),
    );
  return row;
}

/** A paper attempt's answers by question id (canonical order). */
export async function paperAnswers(db: Queryable, attemptId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ questionId: examAnswers.questionId, answer: examAnswers.answer })
    .from(examAnswers)
    .where(eq(examAnswers.attemptId, attemptId));
  return new Map(rows.map((r) => [r.questionId, r.answer]));
}

/** Replaces a paper attempt's answers. */
export async function replacePaperAnswers(
  db: Queryable,
  attemptId: string,
  answers: Map<string, string[]>,
  at: Date,
): Promise<void> {
  await db.delete(examAnswers).where(eq(examAnswers.attemptId, attemptId));
  if (answers.size === 0) return;
  await db.insert(examAnswers).values(
    [...answers].map(([questionId, answer]) => ({
      attemptId,
      questionId,
      answer,
      extra: [],
      clientTs: at.getTime(),
      receivedAt: at,
      version: 1,
    })),
  );
}

/** A paper attempt's stored result. */
export async function paperResult(db: Queryable, attemptId: string) {
  const [row] = await db
    .select({
      marksObtained: examAttempts.marksObtained,
      totalMarks: examAttempts.totalMarks,
      passed: examAttempts.passed,
      published: sql<boolean>`${examAttempts.publishedAt} is not null`,
      scored: sql<boolean>`${examAttempts.scoredAt} is not null`,
    })
    .from(examAttempts)
    .where(eq(examAttempts.id, attemptId));
  return row;
}

/** The pages of a read that can be accepted as they are: a student, no problem, not accepted yet. */
export async function cleanSheetPages(db: Queryable, scanId: string) {
  const rows = await db
    .select({
      page: omrSheets.page,
      clean: sql<boolean>`${omrSheets.studentId} is not null and jsonb_array_length(${omrSheets.problems}) = 0`,
      accepted: sql<boolean>`${omrSheets.attemptId} is not null`,
    })
    .from(omrSheets)
    .where(eq(omrSheets.scanId, scanId))
    .orderBy(asc(omrSheets.page));
  return rows;
}
