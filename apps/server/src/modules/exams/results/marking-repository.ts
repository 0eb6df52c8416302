import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { examAnswers, examAttempts } from '../../../db/schema';

/** When an attempt of the exam was submitted (null while open); undefined when there is no such attempt. */
export async function findAttemptSubmission(db: Queryable, examId: string, attemptId: string) {
  const [attempt] = await db
    .select({ submittedAt: examAttempts.submittedAt })
    .from(examAttempts)
    .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.examId, examId)));
  return attempt;
}

const answerOf = (attemptId: string, questionId: string) =>
  and(eq(examAnswers.attemptId, attemptId), eq(examAnswers.questionId, questionId));

/** The uploaded files of an answer; undefined when the question was not answered. */
export async function findAnswerFiles(db: Queryable, attemptId: string, questionId: string) {
  const [row] = await db
    .select({ extra: examAnswers.extra })
    .from(examAnswers)
    .where(answerOf(attemptId, questionId));
  return row;
}

/** The examiner's marking stored on an answer. */
export type MarkingValues = Pick<
  typeof examAnswers.$inferInsert,
  'examinerMarks' | 'notes' | 'markedBy' | 'markedAt' | 'extra'
>;

/** Stores an examiner's marking of an answer. */
export async function storeMarking(
  db: Queryable,
  attemptId: string,
  questionId: string,
  values: MarkingValues,
): Promise<void> {
  await db.update(examAnswers).set(values).where(answerOf(attemptId, questionId));
}
