import type { MediaItem, QaUserType } from '@lms/domain';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { qaComments, qaCommentUpvotes, staff, students } from '../../db/schema';
import type { CommentRow } from './views';

function commentColumns(viewerId: string | null) {
  const viewer = sql`${viewerId}::uuid`;
  return {
    id: qaComments.id,
    questionId: qaComments.questionId,
    parentCommentId: qaComments.parentCommentId,
    userType: qaComments.userType,
    authorId: sql<string | null>`coalesce(${qaComments.studentId}, ${qaComments.staffId})`,
    authorName: sql<string | null>`coalesce(${students.name}, ${staff.name})`,
    reply: qaComments.reply,
    media: qaComments.media,
    upvotesCount: qaComments.upvotesCount,
    isUpvoted: sql<boolean>`exists (select 1 from ${qaCommentUpvotes} where ${qaCommentUpvotes.commentId} = ${qaComments.id} and ${qaCommentUpvotes.studentId} = ${viewer})`,
    createdAt: qaComments.createdAt,
    updatedAt: qaComments.updatedAt,
  };
}

function selectComments(db: Queryable, viewerId: string | null) {
  return db
    .select(commentColumns(viewerId))
    .from(qaComments)
    .leftJoin(students, eq(students.id, qaComments.studentId))
    .leftJoin(staff, eq(staff.id, qaComments.staffId));
}

/** The replies of a question in the order they were written. */
export function listComments(
  db: Queryable,
  questionId: string,
  viewerId: string | null,
): Promise<CommentRow[]> {
  return selectComments(db, viewerId)
    .where(eq(qaComments.questionId, questionId))
    .orderBy(asc(qaComments.createdAt), asc(qaComments.id));
}

/** One reply with its author, or undefined. */
export async function findCommentRow(
  db: Queryable,
  id: string,
  viewerId: string | null,
): Promise<CommentRow | undefined> {
  const [row] = await selectComments(db, viewerId).where(eq(qaComments.id, id));
  return row;
}

/** The bare reply (for rule checks). */
export async function findComment(db: Queryable, id: string) {
  const [row] = await db.select().from(qaComments).where(eq(qaComments.id, id));
  return row;
}

/** The id of the newest reply of a question, if any. */
export async function lastCommentId(db: Queryable, questionId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: qaComments.id })
    .from(qaComments)
    .where(eq(qaComments.questionId, questionId))
    .orderBy(desc(qaComments.createdAt), desc(qaComments.id))
    .limit(1);
  return row?.id;
}

/** A new reply's stored values. */
export interface NewComment {
  questionId: string;
  parentCommentId: string | null;
  userType: QaUserType;
  studentId: string | null;
  staffId: string | null;
  reply: string;
  media: MediaItem[];
  createdAt: Date;
}

/** Stores a reply; returns its id. */
export async function insertComment(db: Queryable, c: NewComment): Promise<string> {
  const [row] = await db
    .insert(qaComments)
    .values({ ...c, updatedAt: c.createdAt })
    .returning({ id: qaComments.id });
  return row!.id;
}

/** Changes a reply's text and attachments. */
export async function updateCommentContent(
  db: Queryable,
  id: string,
  change: { reply: string; media: MediaItem[]; updatedAt: Date },
): Promise<void> {
  await db.update(qaComments).set(change).where(eq(qaComments.id, id));
}

/** Deletes a reply; returns what was removed. */
export async function deleteComment(db: Queryable, id: string) {
  const [row] = await db.delete(qaComments).where(eq(qaComments.id, id)).returning();
  return row;
}

/** Adds `by` to a reply's upvote count (never below zero). */
export async function bumpCommentUpvotes(db: Queryable, id: string, by: number): Promise<void> {
  await db
    .update(qaComments)
    .set({ upvotesCount: sql`greatest(${qaComments.upvotesCount} + ${by}, 0)` })
    .where(eq(qaComments.id, id));
}
