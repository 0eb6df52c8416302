import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { examAnswers, examAttempts, staff } from '../../../db/schema';

const answerOf = (attemptId: string, questionId: string) =>
  and(eq(examAnswers.attemptId, attemptId), eq(examAnswers.questionId, questionId));

/** An answer's choice and override, its row locked until the transaction ends; undefined when unanswered. */
export async function lockAnswerOverride(db: Queryable, attemptId: string, questionId: string) {
  const [row] = await db
    .select({
      answer: examAnswers.answer,
      marks: examAnswers.overrideMarks,
      reason: examAnswers.overrideReason,
    })
    .from(examAnswers)
    .where(answerOf(attemptId, questionId))
    .for('update');
  return row;
}

/** The override stored on an answer (every field null clears it). */
export interface OverrideValues {
  overrideMarks: number | null;
  overrideReason: string | null;
  overrideBy: string | null;
  overrideAt: Date | null;
}

/** Stores an override on an answer. */
export async function storeOverride(
  db: Queryable,
  attemptId: string,
  questionId: string,
  values: OverrideValues,
): Promise<void> {
  await db.update(examAnswers).set(values).where(answerOf(attemptId, questionId));
}

/** An attempt of the exam with its student, marks and the override on one of its answers; undefined when no such attempt. */
export async function findOverride(db: Queryable, examId: string, attemptId: string, questionId: string) {
  const [row] = await db
    .select({
      studentId: examAttempts.studentId,
      marksObtained: examAttempts.marksObtained,
      marks: examAnswers.overrideMarks,
      reason: examAnswers.overrideReason,
      at: examAnswers.overrideAt,
      byId: staff.id,
      byName: staff.name,
    })
    .from(examAttempts)
    .leftJoin(examAnswers, answerOf(attemptId, questionId))
    .leftJoin(staff, eq(staff.id, examAnswers.overrideBy))
    .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.examId, examId)));
  return row;
}
