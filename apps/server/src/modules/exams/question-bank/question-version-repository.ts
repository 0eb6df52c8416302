import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import {
  examAnswers,
  examAssignments,
  examAttempts,
  examQuestions,
  exams,
  questions,
} from '../../../db/schema';
import type { QuestionRow } from './question-repository';

/**
 * The live exams among `examIds` whose results staff published (for a group, or for some students).
 * Practice exams show results at once, with no publish step: they are never counted as published.
 */
export async function publishedExamIds(db: Queryable, examIds: string[]): Promise<Set<string>> {
  if (examIds.length === 0) return new Set();
  const rows = await db
    .select({ id: exams.id })
    .from(exams)
    .where(
      and(
        inArray(exams.id, examIds),
        eq(exams.isPractice, false),
        or(
          sql`exists (select 1 from ${examAssignments} where ${examAssignments.examId} = ${exams.id} and ${examAssignments.resultsPublishedAt} is not null)`,
          sql`exists (select 1 from ${examAttempts} where ${examAttempts.examId} = ${exams.id} and ${examAttempts.publishedAt} is not null)`,
        ),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/**
 * Freezes a bank question's current text for the given (published) exams: a copy of the row becomes
 * their question, and their attempts' answers follow it, so they keep showing and scoring what they
 * used. Returns the copy's id.
 */
export async function freezeVersion(db: Queryable, current: QuestionRow, examIds: string[]): Promise<string> {
  const { id, ...rest } = current;
  const [copy] = await db
    .insert(questions)
    .values({ ...rest, versionOf: id })
    .returning({ id: questions.id });
  const copyId = copy!.id;
  await db
    .update(examQuestions)
    .set({ questionId: copyId })
    .where(and(eq(examQuestions.questionId, id), inArray(examQuestions.examId, examIds)));
  await db
    .update(examAnswers)
    .set({ questionId: copyId })
    .where(
      and(
        eq(examAnswers.questionId, id),
        inArray(
          examAnswers.attemptId,
          db.select({ id: examAttempts.id }).from(examAttempts).where(inArray(examAttempts.examId, examIds)),
        ),
      ),
    );
  return copyId;
}

/** Every version of a bank question (itself and its frozen copies), newest first. */
export function questionVersionRows(db: Queryable, questionId: string) {
  return db
    .select()
    .from(questions)
    .where(
      or(
        eq(questions.id, questionId),
        and(isNotNull(questions.versionOf), eq(questions.versionOf, questionId)),
      ),
    )
    .orderBy(desc(questions.version), desc(questions.createdAt));
}

/** The exams using any of the questions, with their titles. */
export function examsOfQuestions(db: Queryable, questionIds: string[]) {
  if (questionIds.length === 0) return Promise.resolve([]);
  return db
    .select({ questionId: examQuestions.questionId, examId: exams.id, title: exams.title })
    .from(examQuestions)
    .innerJoin(exams, eq(exams.id, examQuestions.examId))
    .where(inArray(examQuestions.questionId, questionIds))
    .orderBy(exams.title);
}
