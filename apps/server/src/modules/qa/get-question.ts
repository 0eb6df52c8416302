import type { QuestionView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { findQuestionRow } from './question-repository';
import { assertSees, type QaActor, viewerOf } from './scope';
import { toQuestionView } from './views';

/** One question of the actor's subjects (404 otherwise). */
export async function getQuestion(
  ctx: AppContext,
  actor: QaActor,
  questionId: string,
): Promise<QuestionView> {
  const row = await findQuestionRow(ctx.db, questionId, viewerOf(actor));
  assertSees(actor, row);
  return toQuestionView(row);
}
