import type { QuestionView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { bumpQuestionCounter, findQuestion, findQuestionRow } from './question-repository';
import { toggleLike } from './reaction-repository';
import { assertSees, type QaActor } from './scope';
import { toQuestionView } from './views';

/** Likes a question of the student's subjects, or takes the like back; returns the question. */
export async function likeQuestion(
  ctx: AppContext,
  actor: QaActor,
  questionId: string,
): Promise<QuestionView> {
  await ctx.db.transaction(async (tx) => {
    assertSees(actor, await findQuestion(tx, questionId));
    const liked = await toggleLike(tx, questionId, actor.id, ctx.now());
    await bumpQuestionCounter(tx, questionId, 'likesCount', liked ? 1 : -1);
  });
  return toQuestionView((await findQuestionRow(ctx.db, questionId, actor.id))!);
}
