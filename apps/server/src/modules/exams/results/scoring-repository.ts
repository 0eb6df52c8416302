import { and, asc, eq, gt, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { examAssignments, examAttempts, exams, students } from '../../../db/schema';

/**
 * Inside a transaction: locks an attempt's row for scoring and reads what scoring needs: the student's
 * GPAs, whether the attempt's group's results are published (read here, not from a cached exam, so a
 * publish made on another node is seen at once) and the exam's stored version.
 */
export async function lockAttemptForScoring(db: Queryable, attemptId: string) {
  const [attempt] = await db
    .select({
      studentId: examAttempts.studentId,
      groupId: examAttempts.groupId,
      publishedAt: examAttempts.publishedAt,
      hscGpa: students.hscGpa,
      sscGpa: students.sscGpa,
      groupPublishedAt: examAssignments.resultsPublishedAt,
      examVersion: exams.version,
    })
    .from(examAttempts)
    .innerJoin(students, eq(students.id, examAttempts.studentId))
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .leftJoin(
      examAssignments,
      and(eq(examAssignments.examId, examAttempts.examId), eq(examAssignments.groupId, examAttempts.groupId)),
    )
    .where(eq(examAttempts.id, attemptId))
    .for('update', { of: examAttempts });
  return attempt;
}

/** The figures scoring stores on an attempt. */
export type ScoreValues = Pick<
  typeof examAttempts.$inferInsert,
  | 'scoredAt'
  | 'marksObtained'
  | 'totalMarks'
  | 'negativeMarks'
  | 'withoutGpa'
  | 'gpaMarks'
  | 'cutMarks'
  | 'passed'
  | 'correct'
  | 'incorrect'
  | 'skipped'
  | 'pending'
  | 'publishedAt'
>;

/** Stores an attempt's scored figures. */
export async function storeScore(db: Queryable, attemptId: string, values: ScoreValues): Promise<void> {
  await db.update(examAttempts).set(values).where(eq(examAttempts.id, attemptId));
}

/** Marks an attempt submitted at `at` unless it is already; false when it was. */
export async function markSubmitted(
  db: Queryable,
  attemptId: string,
  at: Date,
  auto: boolean,
): Promise<boolean> {
  const [row] = await db
    .update(examAttempts)
    .set({ submittedAt: at, autoSubmitted: auto })
    .where(and(eq(examAttempts.id, attemptId), isNull(examAttempts.submittedAt)))
    .returning({ id: examAttempts.id });
  return Boolean(row);
}

const due = (cutoff: Date) => and(isNull(examAttempts.submittedAt), lt(examAttempts.deadlineAt, cutoff));

/** The exams (up to `limit`) with open attempts whose deadline is before `cutoff`. */
export function examsWithDueAttempts(db: Queryable, cutoff: Date, limit: number) {
  return db
    .selectDistinct({ examId: examAttempts.examId })
    .from(examAttempts)
    .where(due(cutoff))
    .limit(limit);
}

/**
 * Inside a transaction: takes up to `limit` open attempts of the exams whose deadline is before `cutoff`,
 * earliest deadline first, skipping rows another transaction holds (FOR UPDATE SKIP LOCKED).
 */
export function claimDueAttempts(db: Queryable, examIds: string[], cutoff: Date, limit: number) {
  return db
    .select({ id: examAttempts.id, examId: examAttempts.examId, deadlineAt: examAttempts.deadlineAt })
    .from(examAttempts)
    .where(and(due(cutoff), inArray(examAttempts.examId, examIds)))
    .orderBy(asc(examAttempts.deadlineAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Inside a transaction: locks the next `limit` submitted attempts of an exam after the id `after`, in id order. */
export function lockSubmittedAttempts(
  db: Queryable,
  examId: string,
  after: string | undefined,
  limit: number,
) {
  return db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.examId, examId),
        isNotNull(examAttempts.submittedAt),
        after ? gt(examAttempts.id, after) : undefined,
      ),
    )
    .orderBy(asc(examAttempts.id))
    .limit(limit)
    .for('update');
}
