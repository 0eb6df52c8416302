import type { StaffThread } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { getComments } from './get-comments';
import { getQuestion } from './get-question';
import type { QaActor } from './scope';

/** A question of the staff member's subjects with its replies in order, as staff open a thread. */
export async function getStaffThread(
  ctx: AppContext,
  actor: QaActor,
  questionId: string,
): Promise<StaffThread> {
  return {
    question: await getQuestion(ctx, actor, questionId),
    comments: await getComments(ctx, actor, questionId),
  };
}
