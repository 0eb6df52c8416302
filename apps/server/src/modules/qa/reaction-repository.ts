import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { qaBookmarks, qaCommentUpvotes, qaQuestionLikes } from '../../db/schema';

/** Adds the like when there is none, else removes it; true when the question is now liked. */
export async function toggleLike(db: Queryable, questionId: string, studentId: string, at: Date) {
  const added = await db
    .insert(qaQuestionLikes)
    .values({ questionId, studentId, createdAt: at })
    .onConflictDoNothing()
    .returning({ questionId: qaQuestionLikes.questionId });
  if (added.length > 0) return true;
  await db
    .delete(qaQuestionLikes)
    .where(and(eq(qaQuestionLikes.questionId, questionId), eq(qaQuestionLikes.studentId, studentId)));
  return false;
}

/** Adds the bookmark when there is none, else removes it; true when the question is now bookmarked. */
export async function toggleBookmark(db: Queryable, questionId: string, studentId: string, at: Date) {
  const added = await db
    .insert(qaBookmarks)
    .values({ questionId, studentId, createdAt: at })
    .onConflictDoNothing()
    .returning({ questionId: qaBookmarks.questionId });
  if (added.length > 0) return true;
  await db
    .delete(qaBookmarks)
    .where(and(eq(qaBookmarks.questionId, questionId), eq(qaBookmarks.studentId, studentId)));
  return false;
}

/** Adds the upvote when there is none, else removes it; true when the reply is now upvoted. */
export async function toggleUpvote(
  db: Queryable,
  v: { commentId: string; questionId: string; studentId: string },
  at: Date,
) {
  const added = await db
    .insert(qaCommentUpvotes)
    .values({ ...v, createdAt: at })
    .onConflictDoNothing()
    .returning({ commentId: qaCommentUpvotes.commentId });
  if (added.length > 0) return true;
  await db
    .delete(qaCommentUpvotes)
    .where(and(eq(qaCommentUpvotes.commentId, v.commentId), eq(qaCommentUpvotes.studentId, v.studentId)));
  return false;
}

/** A student's bookmarks, newest first. */
export function listBookmarks(db: Queryable, studentId: string) {
  return db
    .select({ questionId: qaBookmarks.questionId, createdAt: qaBookmarks.createdAt })
    .from(qaBookmarks)
    .where(eq(qaBookmarks.studentId, studentId))
    .orderBy(desc(qaBookmarks.createdAt));
}

/** A student's upvotes, optionally of one question's replies, newest first. */
export function listUpvotes(db: Queryable, studentId: string, questionId?: string) {
  return db
    .select({
      commentId: qaCommentUpvotes.commentId,
      questionId: qaCommentUpvotes.questionId,
      createdAt: qaCommentUpvotes.createdAt,
    })
    .from(qaCommentUpvotes)
    .where(
      and(
        eq(qaCommentUpvotes.studentId, studentId),
        questionId ? eq(qaCommentUpvotes.questionId, questionId) : undefined,
      ),
    )
    .orderBy(desc(qaCommentUpvotes.createdAt));
}
