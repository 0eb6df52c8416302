import type { CommentView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { listComments } from './comment-repository';
import { findQuestion } from './question-repository';
import { assertSees, type QaActor, viewerOf } from './scope';
import { toCommentView } from './views';

/** The replies of a question of the actor's subjects, in the order written. */
export async function getComments(
  ctx: AppContext,
  actor: QaActor,
  questionId: string,
): Promise<CommentView[]> {
  assertSees(actor, await findQuestion(ctx.db, questionId));
  return (await listComments(ctx.db, questionId, viewerOf(actor))).map((row) =>
    toCommentView(row, actor.kind),
  );
}
