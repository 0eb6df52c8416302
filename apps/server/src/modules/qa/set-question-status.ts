import type { QuestionView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { findQuestion, findQuestionRow, setQuestionStatus } from './question-repository';
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
