import { isPublishedWhenScored } from '@lms/domain';
import type { SubmitResultView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { findAttempt } from '../attempt-repository';
import { attemptSchedule, examForMember } from '../exam-access';
import { examErrors } from '../exam-errors';
import { examServices } from '../exam-services';
import { attemptView } from './attempt-view';

/**
 * The final submit: marks the attempt submitted (batched with the submits arriving with it); the scorer
 * scores it with packages/domain's rules right after the answer. Submitting again answers the same. An
 * attempt submitted after its deadline counts as submitted at the deadline.
 */
export async function submitExam(
  ctx: AppContext,
  studentId: string,
  examId: string,
  groupId: string,
): Promise<SubmitResultView> {
  const { exam, assignment, attempt: found } = await examForMember(ctx, studentId, examId, groupId);
  if (!found) throw examErrors.startFirst();
  const services = examServices(ctx);
  let attempt = found;
  if (!found.submittedAt) {
    const at = new Date(Math.min(ctx.now().getTime(), found.deadlineAt.getTime()));
    const marked = await services.submits.submit(exam, found.id, at);
    // Scoring follows at once: a practice result, or one of a group whose results are out, is then public.
    // Submitted by another request in between: read what that one stored.
    attempt = marked
      ? {
          ...found,
          submittedAt: at,
          publishedAt: isPublishedWhenScored(exam, marked.resultVisible) ? ctx.now() : null,
        }
      : ((await findAttempt(ctx.db, examId, studentId)) ?? found);
  }
  services.attempts.set(attempt, exam.version);
  return {
    ...attemptView(ctx, {
      exam,
      assignment: attemptSchedule(exam, attempt, assignment),
      attempt,
      answers: [],
    }),
    /** Practice results are available at once; live ones once staff publish them. */
    resultPublished: attempt.publishedAt !== null,
  };
}
