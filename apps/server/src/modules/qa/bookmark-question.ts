import type { BookmarkView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { bumpQuestionCounter, findQuestion } from './question-repository';
import { listBookmarks, toggleBookmark } from './reaction-repository';
import { assertSees, type QaActor } from './scope';

/** A student's bookmarks, newest first. */
export async function getBookmarks(ctx: AppContext, studentId: string): Promise<BookmarkView[]> {
  return (await listBookmarks(ctx.db, studentId)).map((b) => ({
    questionId: b.questionId,
    createdAt: b.createdAt.toISOString(),
  }));
}

/** Bookmarks a question of the student's subjects, or removes the bookmark; returns the new list. */
export async function bookmarkQuestion(
  ctx: AppContext,
  actor: QaActor,
  questionId: string,
): Promise<BookmarkView[]> {
  await ctx.db.transaction(async (tx) => {
    assertSees(actor, await findQuestion(tx, questionId));
    const added = await toggleBookmark(tx, questionId, actor.id, ctx.now());
    await bumpQuestionCounter(tx, questionId, 'bookmarksCount', added ? 1 : -1);
  });
  return getBookmarks(ctx, actor.id);
}
