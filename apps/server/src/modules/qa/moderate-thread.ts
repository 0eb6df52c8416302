import type { QuestionView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-error';
import { deleteComment, findComment } from './comment-repository';
import {
  bumpQuestionCounter,
  deleteQuestion,
  findQuestion,
  findQuestionRow,
  setQuestionStatus,
} from './question-repository';
import { assertSees, type QaActor } from './scope';
import { toQuestionView } from './views';

/** Marks a question of the staff member's subjects COMPLETED (no more replies or edits) or reopens it. */
export async function setStatus(
  ctx: AppContext,
  actor: QaActor,
  questionId: string,
  status: 'OPEN' | 'COMPLETED',
): Promise<QuestionView> {
  assertSees(actor, await findQuestion(ctx.db, questionId));
  await setQuestionStatus(ctx.db, questionId, status, ctx.now());
  return toQuestionView((await findQuestionRow(ctx.db, questionId, null))!);
}

/** Deletes a question of the staff member's subjects with its whole thread. */
export async function removeQuestion(ctx: AppContext, actor: QaActor, questionId: string): Promise<void> {
  assertSees(actor, await findQuestion(ctx.db, questionId));
  await deleteQuestion(ctx.db, questionId);
}

/** Deletes a reply of a question of the staff member's subjects; the question's counts follow. */
export async function removeComment(ctx: AppContext, actor: QaActor, commentId: string): Promise<void> {
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
}
