import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examAnswers } from '../../db/schema';

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
