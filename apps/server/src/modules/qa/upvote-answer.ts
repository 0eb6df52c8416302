import type { UpvoteResult } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/http-error';
import { bumpCommentUpvotes, findComment, findCommentRow } from './comment-repository';
import { getUpvotes } from './get-upvotes';
import { bumpQuestionCounter, findQuestion } from './question-repository';
import { toggleUpvote } from './reaction-repository';
import { assertSees, type QaActor } from './scope';
import { toCommentView } from './views';

/**
 * Upvotes a reply of a question of the student's subjects, or takes the upvote back. Returns the
 * student's upvotes in that thread (`comments`) and the reply with its new count (`updatedComment`).
 */
export async function upvoteAnswer(
  ctx: AppContext,
  actor: QaActor,
  input: { commentId: string; questionId: string },
): Promise<UpvoteResult> {
  await ctx.db.transaction(async (tx) => {
    assertSees(actor, await findQuestion(tx, input.questionId));
    const comment = await findComment(tx, input.commentId);
    if (comment?.questionId !== input.questionId)
      throw badRequest('Unknown reply', 'Upvote a reply of this question.');
    const added = await toggleUpvote(tx, { ...input, studentId: actor.id }, ctx.now());
    await bumpCommentUpvotes(tx, input.commentId, added ? 1 : -1);
    await bumpQuestionCounter(tx, input.questionId, 'upvotesCount', added ? 1 : -1);
  });
  return {
    comments: await getUpvotes(ctx, actor.id, input.questionId),
    updatedComment: toCommentView((await findCommentRow(ctx.db, input.commentId, actor.id))!, 'student'),
  };
}
