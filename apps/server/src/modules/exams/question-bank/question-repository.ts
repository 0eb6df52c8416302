import type { examStaffRoutes, RouteQuery } from '@lms/domain/contract';
import {
  and,
  arrayContains,
  asc,
  desc,
  eq,
  inArray,
  isNull,
  like,
  ne,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/client';
import { containsPattern } from '../../../db/contains-pattern';
import { courses, examQuestions, questions, subjects } from '../../../db/schema';
import type { QuestionValues } from './question-input';

/** The filters, order and page of a bank search. */
export type QuestionSearchQuery = RouteQuery<typeof examStaffRoutes.searchQuestions>;

/** A question as stored. */
export type QuestionRow = typeof questions.$inferSelect;

/** What the text search reads of a question: its title and options, lower-cased. */
const searchTextOf = (v: { title: string; options: string[] }) =>
  [v.title, ...v.options].join('\n').toLowerCase();

// A statement takes at most 65,535 parameters: a question has ~25 columns.
const INSERT_CHUNK = 1_000;

/** Stores new questions (in statements of 1,000, inside the caller's transaction); returns them in order. */
export async function insertQuestions(db: Queryable, values: QuestionValues[], createdBy: string | null) {
  const made: QuestionRow[] = [];
  for (let i = 0; i < values.length; i += INSERT_CHUNK) {
    const rows = values
      .slice(i, i + INSERT_CHUNK)
      .map((v) => ({ ...v, searchText: searchTextOf(v), createdBy }));
    made.push(...(await db.insert(questions).values(rows).returning()));
  }
  return made;
}

/** One question. */
export async function findQuestion(db: Queryable, questionId: string) {
  const [row] = await db.select().from(questions).where(eq(questions.id, questionId));
  return row;
}

/** One question, locked until the caller's transaction ends (edits of it wait for each other). */
export async function lockQuestion(db: Queryable, questionId: string) {
  const [row] = await db.select().from(questions).where(eq(questions.id, questionId)).for('update');
  return row;
}

/** Questions by id (in no particular order). */
export async function questionsByIds(db: Queryable, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(questions).where(inArray(questions.id, ids));
}

/** Replaces a question's content. */
export async function updateQuestionRow(
  db: Queryable,
  questionId: string,
  values: QuestionValues & { version: number; updatedBy: string },
  at: Date,
) {
  const [row] = await db
    .update(questions)
    .set({ ...values, searchText: searchTextOf(values), updatedAt: at })
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

/** The exams using a question or any of its frozen older versions. */
export async function examsUsingAnyVersion(db: Queryable, questionId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ examId: examQuestions.examId })
    .from(examQuestions)
    .innerJoin(questions, eq(questions.id, examQuestions.questionId))
    .where(or(eq(questions.id, questionId), eq(questions.versionOf, questionId)));
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

// An exam uses the question, or one of its frozen older versions (kept for published exams).
const usedInExam = sql`(exists (select 1 from ${examQuestions} where ${examQuestions.questionId} = ${questions.id}) or exists (select 1 from questions v join exam_questions e on e.question_id = v.id where v.version_of = ${questions.id}))`;

// Bank questions only: frozen older versions are kept for published exams, never listed.
function searchConditions(q: QuestionSearchQuery): SQL | undefined {
  const conditions: SQL[] = [isNull(questions.versionOf)];
  if (q.subjectId) conditions.push(eq(questions.subjectId, q.subjectId));
  if (q.type) conditions.push(eq(questions.type, q.type));
  if (q.tag) conditions.push(arrayContains(questions.tags, [q.tag]));
  if (q.chapter) conditions.push(eq(questions.chapter, q.chapter));
  if (q.difficulty) conditions.push(eq(questions.difficulty, q.difficulty));
  if (q.used) conditions.push(q.used === 'true' ? usedInExam : not(usedInExam));
  if (q.search) {
    const pattern = containsPattern(q.search.toLowerCase());
    conditions.push(like(questions.searchText, pattern));
  }
  return and(...conditions);
}

const ORDERS: Record<QuestionSearchQuery['sort'], SQL[]> = {
  newest: [desc(questions.createdAt), desc(questions.id)],
  oldest: [asc(questions.createdAt), asc(questions.id)],
  updated: [desc(questions.updatedAt), desc(questions.id)],
  title: [asc(questions.title), asc(questions.id)],
};

/** Bank questions matching the filters, in the order asked for, a page at a time. */
export function searchQuestionRows(db: Db, q: QuestionSearchQuery) {
  return db
    .select()
    .from(questions)
    .where(searchConditions(q))
    .orderBy(...ORDERS[q.sort])
    .limit(q.limit)
    .offset(q.offset);
}

/** A page of bank questions matching the filters, and how many match. */
export async function searchQuestionPage(db: Db, q: QuestionSearchQuery) {
  const [rows, [count]] = await Promise.all([
    searchQuestionRows(db, q),
    db.select({ total: sql<number>`count(*)::int` }).from(questions).where(searchConditions(q)),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** How many exams use each of the bank questions, any version of it (absent: none). */
export async function examCounts(db: Queryable, questionIds: string[]): Promise<Map<string, number>> {
  if (questionIds.length === 0) return new Map();
  const bankId = sql<string>`coalesce(${questions.versionOf}, ${questions.id})`;
  const rows = await db
    .select({ questionId: bankId, exams: sql<number>`count(distinct ${examQuestions.examId})::int` })
    .from(examQuestions)
    .innerJoin(questions, eq(questions.id, examQuestions.questionId))
    .where(or(inArray(questions.id, questionIds), inArray(questions.versionOf, questionIds)))
    .groupBy(bankId);
  return new Map(rows.map((r) => [r.questionId, r.exams]));
}

/** The chapters tagged in the bank, in order. */
export async function bankChapters(db: Queryable): Promise<string[]> {
  const rows = await db
    .selectDistinct({ chapter: questions.chapter })
    .from(questions)
    .where(and(isNull(questions.versionOf), ne(questions.chapter, '')))
    .orderBy(asc(questions.chapter))
    .limit(2_000);
  return rows.map((r) => r.chapter);
}

/** Every subject with its course's name, by course then subject name. */
export function subjectOptions(db: Queryable) {
  return db
    .select({ _id: subjects.id, name: subjects.name, course: courses.name })
    .from(subjects)
    .innerJoin(courses, eq(courses.id, subjects.courseId))
    .orderBy(asc(courses.name), asc(subjects.name))
    .limit(5_000);
}
