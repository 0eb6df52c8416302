import type { BookmarkView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { getBookmarks } from './get-bookmarks';
import { bumpQuestionCounter, findQuestion } from './question-repository';
import { toggleBookmark } from './reaction-repository';
import { assertSees, assertSelf, type QaActor } from './scope';

/**
 * Bookmarks a question of the student's subjects, or removes the bookmark; returns the new list.
 * `givenId`, when the caller names a student, must be the actor.
 */
export async function bookmarkQuestion(
  ctx: AppContext,
  actor: QaActor,
  questionId: string,
  givenId?: string,
): Promise<BookmarkView[]> {
  assertSelf(actor.id, givenId);
  await ctx.db.transaction(async (tx) => {
    assertSees(actor, await findQuestion(tx, questionId));
    const added = await toggleBookmark(tx, questionId, actor.id, ctx.now());
    await bumpQuestionCounter(tx, questionId, 'bookmarksCount', added ? 1 : -1);
  });
  return getBookmarks(ctx, actor.id);
}
