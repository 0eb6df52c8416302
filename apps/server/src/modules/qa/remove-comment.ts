import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-error';
import { deleteComment, findComment } from './comment-repository';
import { bumpQuestionCounter, findQuestion } from './question-repository';
import { assertSees, type QaActor } from './scope';

/** Deletes a reply of a question of the staff member's subjects; the question's counts follow. */
export async function removeComment(
  ctx: AppContext,
  actor: QaActor,
  commentId: string,
): Promise<{ deleted: true }> {
  await ctx.db.transaction(async (tx) => {
    const comment = await findComment(tx, commentId);
    if (!comment) throw notFound('Reply not found');
    assertSees(actor, await findQuestion(tx, comment.questionId, true));
    await deleteComment(tx, commentId);
    await bumpQuestionCounter(tx, comment.questionId, 'answersCount', -1);
    await bumpQuestionCounter(tx, comment.questionId, 'upvotesCount', -comment.upvotesCount);
    if (comment.userType === 'Admin')
      await bumpQuestionCounter(tx, comment.questionId, 'teacherRepliesCount', -1);
  });
  return { deleted: true };
}
