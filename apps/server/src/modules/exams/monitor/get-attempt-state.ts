import type { AppContext } from '../../../context';
import { findAttempt } from '../attempt-repository';

/** A student's attempt as the audit log keeps it before staff change it: start, deadline, submission. */
export async function getAttemptState(ctx: AppContext, examId: string, studentId: string) {
  const attempt = await findAttempt(ctx.db, examId, studentId);
  return attempt
    ? {
        studentId,
        startedAt: attempt.startedAt.toISOString(),
        deadline: attempt.deadlineAt.toISOString(),
        submittedAt: attempt.submittedAt?.toISOString() ?? null,
      }
    : null;
}
