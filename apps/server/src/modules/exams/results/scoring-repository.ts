import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { examAssignments, examAttempts, exams, type StoredAttachment, students } from '../../../db/schema';

/** A saved answer as scoring reads it: [question id, answer, extra, examiner's marks]. */
export type ScoringAnswer = [string, string[], StoredAttachment[], number | null];

/**
 * Inside a transaction: locks an attempt's row for scoring and reads, in one round trip, what scoring
 * needs: the student's GPAs, whether the attempt's group's results are published (read here, not from a
 * cached exam, so a publish made on another node is seen at once), the exam's stored version, the
 * attempt's saved answers, and whether any result of the exam is published (it then needs ranking).
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
      answers: sql<ScoringAnswer[]>`(SELECT coalesce(json_agg(json_build_array(s.question_id, s.answer, s.extra, s.examiner_marks::float8)), '[]'::json)
        FROM exam_answers s WHERE s.attempt_id = ${examAttempts.id})`,
      examHasPublished: sql<boolean>`EXISTS (SELECT 1 FROM exam_attempts p
        WHERE p.exam_id = ${examAttempts.examId} AND p.published_at IS NOT NULL)`,
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

/**
 * Inside a transaction: marks an attempt submitted at `at` unless it is already, and then holds the
 * publish lock of its (exam, group) shared, in one statement; false when it was submitted already.
 */
export async function markSubmittedHoldingGroup(
  db: Queryable,
  attemptId: string,
  at: Date,
  auto: boolean,
): Promise<boolean> {
  const [row] = await db
    .update(examAttempts)
    .set({ submittedAt: at, autoSubmitted: auto })
    .where(and(eq(examAttempts.id, attemptId), isNull(examAttempts.submittedAt)))
    .returning({
      locked: sql<unknown>`pg_advisory_xact_lock_shared(hashtext(${examAttempts.examId}::text), hashtext(${examAttempts.groupId}::text))`,
    });
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
