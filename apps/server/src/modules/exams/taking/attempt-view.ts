import { secondsUntil, setFieldOfSeed } from '@lms/domain';
import type { AttemptView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import type { StartedExam } from './open-attempt';

/** The attempt as the start call answers it: the student's own start and the server's time. */
export function attemptView(ctx: AppContext, started: StartedExam): AttemptView {
  const { attempt, exam, assignment } = started;
  const now = ctx.now();
  return {
    _id: attempt.id,
    examId: attempt.examId,
    groupId: attempt.groupId,
    studentId: attempt.studentId,
    /** The student's own start. */
    startsAt: attempt.startedAt.toISOString(),
    studentStartsAt: attempt.startedAt.toISOString(),
    submittedAt: attempt.submittedAt?.toISOString() ?? null,
    /** Personal deadline: live = min(start + duration, endsAt); practice = start + duration. */
    deadline: attempt.deadlineAt.toISOString(),
    // From the stored deadline: it holds any minutes staff added.
    remainingSeconds: attempt.submittedAt ? 0 : secondsUntil(now, attempt.deadlineAt),
    duration: assignment.duration,
    endsAt: assignment.endsAt?.toISOString() ?? null,
    isPracticeExam: exam.isPractice,
    serverTime: now.toISOString(),
    ...setFieldOfSeed(attempt.seed),
  };
}
