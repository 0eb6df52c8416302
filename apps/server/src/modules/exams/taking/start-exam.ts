import type { AttemptView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { assertNotHeld } from '../../fees/hold-policy';
import { attemptView } from './attempt-view';
import { openAttempt } from './open-attempt';

/**
 * PATCH /exam/start: starts the student's attempt (starting again returns the attempt there is) and
 * answers with the student's own start and the server's time. A student an overdue fee holds is refused.
 */
export async function startExam(
  ctx: AppContext,
  studentId: string,
  examId: string,
  groupId: string,
): Promise<AttemptView> {
  await assertNotHeld(ctx, studentId);
  return attemptView(ctx, await openAttempt(ctx, studentId, examId, groupId));
}
