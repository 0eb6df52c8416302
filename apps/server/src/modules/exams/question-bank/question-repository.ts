import { and, arrayContains, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/client';
import { examQuestions, questions } from '../../../db/schema';
import type { QuestionValues } from './question-input';

/** The filters and page of a bank search. */
export interface QuestionSearchQuery {
  subjectId?: string;
  type?: QuestionRow['type'];
  tag?: string;
  search?: string;
  limit: number;
  offset: number;
}

/** A question as stored. */
export type QuestionRow = typeof questions.$inferSelect;

/** Stores new questions; returns them in the order given. */
export async function insertQuestions(db: Queryable, values: QuestionValues[], createdBy: string | null) {
  if (values.length === 0) return [];
  return db
    .insert(questions)
    .values(values.map((v) => ({ ...v, createdBy })))
    .returning();
}

/** One question. */
export async function findQuestion(db: Queryable, questionId: string) {
  const [row] = await db.select().from(questions).where(eq(questions.id, questionId));
  return row;
}

/** Questions by id (in no particular order). */
export async function questionsByIds(db: Queryable, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(questions).where(inArray(questions.id, ids));
}

/** Replaces a question's content. */
export async function updateQuestionRow(db: Queryable, questionId: string, values: QuestionValues, at: Date) {
  const [row] = await db
    .update(questions)
    .set({ ...values, updatedAt: at })
    .where(eq(questions.id, questionId))
    .returning();
  return row;
}

/** The exams a question is in. */
export async function examsUsingQuestion(db: Queryable, questionId: string): Promise<string[]> {
  const rows = await db
    .select({ examId: examQuestions.examId })
    .from(examQuestions)
    .where(eq(examQuestions.questionId, questionId));
  return rows.map((r) => r.examId);
}

/** Deletes a question; false when there was none. */
export async function deleteQuestionRow(db: Queryable, questionId: string): Promise<boolean> {
  const gone = await db.delete(questions).where(eq(questions.id, questionId)).returning({ id: questions.id });
  return gone.length > 0;
}

/** The ids among `ids` that are bank questions. */
export async function existingQuestionIds(db: Queryable, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: questions.id }).from(questions).where(inArray(questions.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Questions matching the filters, newest first, a page at a time. */
export function searchQuestionRows(db: Db, q: QuestionSearchQuery) {
  const conditions: SQL[] = [];
  if (q.subjectId) conditions.push(eq(questions.subjectId, q.subjectId));
  if (q.type) conditions.push(eq(questions.type, q.type));
  if (q.tag) conditions.push(arrayContains(questions.tags, [q.tag]));
  if (q.search) conditions.push(ilike(questions.title, `%${q.search.replace(/[%_\\]/g, '\\$&')}%`));
  return db
    .select()
    .from(questions)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(questions.createdAt), desc(questions.id))
    .limit(q.limit)
    .offset(q.offset);
}
