import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { examAnswers } from '../../db/schema';

/** Every saved answer of an attempt (canonical order), with the examiner's marking. */
export function listAnswers(db: Queryable, attemptId: string) {
  return db
    .select({
      questionId: examAnswers.questionId,
      answer: examAnswers.answer,
      extra: examAnswers.extra,
      clientTs: examAnswers.clientTs,
      examinerMarks: examAnswers.examinerMarks,
      notes: examAnswers.notes,
    })
    .from(examAnswers)
    .where(eq(examAnswers.attemptId, attemptId));
}

/** One saved answer row as `listAnswers` gives it. */
export type SavedAnswer = Awaited<ReturnType<typeof listAnswers>>[number];
