import type { MediaItem } from '@lms/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { qaBookmarks, qaQuestionGrams, qaQuestionLikes, qaQuestions, students } from '../../db/schema';
import type { QuestionRow } from './views';

/** The columns of a question row as `viewerId` (a student, or null for staff) sees it. */
export function questionColumns(viewerId: string | null) {
  const viewer = sql`${viewerId}::uuid`;
  return {
    id: qaQuestions.id,
    studentId: qaQuestions.studentId,
    authorName: students.name,
    courseId: qaQuestions.courseId,
    subjectId: qaQuestions.subjectId,
    chapterId: qaQuestions.chapterId,
    description: qaQuestions.description,
    media: qaQuestions.media,
    status: qaQuestions.status,
    answersCount: qaQuestions.answersCount,
    likesCount: qaQuestions.likesCount,
    upvotesCount: qaQuestions.upvotesCount,
    bookmarksCount: qaQuestions.bookmarksCount,
    teacherRepliesCount: qaQuestions.teacherRepliesCount,
    isLiked: sql<boolean>`exists (select 1 from ${qaQuestionLikes} where ${qaQuestionLikes.questionId} = ${qaQuestions.id} and ${qaQuestionLikes.studentId} = ${viewer})`,
    isBookmarked: sql<boolean>`exists (select 1 from ${qaBookmarks} where ${qaBookmarks.questionId} = ${qaQuestions.id} and ${qaBookmarks.studentId} = ${viewer})`,
    createdAt: qaQuestions.createdAt,
    updatedAt: qaQuestions.updatedAt,
  };
}

/** One question with its author and the viewer's like and bookmark, or undefined. */
export async function findQuestionRow(
  db: Queryable,
  id: string,
  viewerId: string | null,
): Promise<QuestionRow | undefined> {
  const [row] = await db
    .select(questionColumns(viewerId))
    .from(qaQuestions)
    .leftJoin(students, eq(students.id, qaQuestions.studentId))
    .where(eq(qaQuestions.id, id));
  return row;
}

/** The bare question (for rule checks), locked for update inside a transaction when asked. */
export async function findQuestion(db: Queryable, id: string, forUpdate = false) {
  const query = db.select().from(qaQuestions).where(eq(qaQuestions.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Replaces the search trigrams of a question. */
export async function replaceGrams(
  db: Queryable,
  questionId: string,
  grams: readonly string[],
): Promise<void> {
  await db.delete(qaQuestionGrams).where(eq(qaQuestionGrams.questionId, questionId));
  if (grams.length === 0) return;
  await db.insert(qaQuestionGrams).values(grams.map((gram) => ({ gram, questionId })));
}

/** A new question's stored values. */
export interface NewQuestion {
  studentId: string;
  courseId: string;
  subjectId: string;
  chapterId: string;
  description: string;
  media: MediaItem[];
  searchText: string;
  createdAt: Date;
}

/** Stores a question and its search trigrams; returns its id. */
export async function insertQuestion(
  db: Queryable,
  q: NewQuestion,
  grams: readonly string[],
): Promise<string> {
  const [row] = await db
    .insert(qaQuestions)
    .values({ ...q, updatedAt: q.createdAt })
    .returning({ id: qaQuestions.id });
  await replaceGrams(db, row!.id, grams);
  return row!.id;
}

/** Changes a question's text and attachments (and its trigrams). */
export async function updateQuestionContent(
  db: Queryable,
  id: string,
  change: { description: string; media: MediaItem[]; searchText: string; updatedAt: Date },
  grams: readonly string[],
): Promise<void> {
  await db.update(qaQuestions).set(change).where(eq(qaQuestions.id, id));
  await replaceGrams(db, id, grams);
}

/** Sets a question's status. */
export async function setQuestionStatus(
  db: Queryable,
  id: string,
  status: 'OPEN' | 'COMPLETED',
  updatedAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(qaQuestions)
    .set({ status, updatedAt })
    .where(eq(qaQuestions.id, id))
    .returning({ id: qaQuestions.id });
  return rows.length > 0;
}

/** Deletes a question with its thread, reactions and trigrams. */
export async function deleteQuestion(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.delete(qaQuestions).where(eq(qaQuestions.id, id)).returning({ id: qaQuestions.id });
  return rows.length > 0;
}

/** Adds `by` to a counter of a question (negative to take away; never below zero). */
export async function bumpQuestionCounter(
  db: Queryable,
  id: string,
  counter: 'answersCount' | 'likesCount' | 'bookmarksCount' | 'upvotesCount' | 'teacherRepliesCount',
  by: number,
): Promise<void> {
  const column = qaQuestions[counter];
  await db
    .update(qaQuestions)
    .set({ [counter]: sql`greatest(${column} + ${by}, 0)` })
    .where(eq(qaQuestions.id, id));
}

/**
 * Questions without a Teacher reply in these subjects (null: all): how many, how many were asked before
 * each of `before`, and when the oldest was asked.
 */
export async function countUnanswered(
  db: Queryable,
  subjectIds: readonly string[] | null,
  before: readonly [Date, Date],
) {
  if (subjectIds?.length === 0) return { total: 0, beforeFirst: 0, beforeSecond: 0, oldest: null };
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      beforeFirst:
        sql<number>`count(*) filter (where ${qaQuestions.createdAt} < ${before[0].toISOString()})`.mapWith(
          Number,
        ),
      beforeSecond:
        sql<number>`count(*) filter (where ${qaQuestions.createdAt} < ${before[1].toISOString()})`.mapWith(
          Number,
        ),
      oldest: sql<string | null>`min(${qaQuestions.createdAt})`,
    })
    .from(qaQuestions)
    .where(
      and(
        eq(qaQuestions.teacherRepliesCount, 0),
        subjectIds ? inArray(qaQuestions.subjectId, [...subjectIds]) : undefined,
      ),
    );
  return {
    total: row?.total ?? 0,
    beforeFirst: row?.beforeFirst ?? 0,
    beforeSecond: row?.beforeSecond ?? 0,
    oldest: row?.oldest ? new Date(row.oldest) : null,
  };
}
