import type { AppContext } from '../../context';
import { deleteQuestion, findQuestion } from './question-repository';
import { assertSees, type QaActor } from './scope';

/** Deletes a question of the staff member's subjects with its whole thread. */
export async function removeQuestion(
  ctx: AppContext,
  actor: QaActor,
  questionId: string,
): Promise<{ deleted: true }> {
  assertSees(actor, await findQuestion(ctx.db, questionId));
  await deleteQuestion(ctx.db, questionId);
  return { deleted: true };
}
