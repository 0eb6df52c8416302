import { closingTimeProblem } from '@lms/domain';
import type { AssignmentInput } from '@lms/domain/contract';
import { badRequest } from '../../../lib/http-error';

/** A schedule as staff send it (no group). */
export type Schedule = Omit<AssignmentInput, 'groupId'>;

/** The stored values of a schedule; a 400 when a live exam has no end or it ends before it starts. */
export function scheduleValues(isPractice: boolean, s: Schedule) {
  const startsAt = new Date(s.startsAt);
  const endsAt = isPractice || !s.endsAt ? null : new Date(s.endsAt);
  if (!isPractice && !endsAt) throw badRequest('Invalid schedule', 'a live exam needs endsAt');
  if (endsAt && endsAt <= startsAt) throw badRequest('Invalid schedule', 'endsAt must be after startsAt');
  return {
    startsAt,
    endsAt,
    duration: s.duration,
    multipleTimesSubmission: s.multipleTimesSubmission,
    gpaHsc: s.gpaFactor?.hsc || null,
    gpaSsc: s.gpaFactor?.ssc || null,
    cutMarks: s.cutMarks || null,
  };
}

/**
 * A 400 when a window being set closes before `now`, unless the window being changed had opened
 * already (`openedAt`; null for a new one): closing that ends an exam students could sit.
 */
export function refusePastClosing(endsAt: Date | null, now: Date, openedAt: Date | null = null): void {
  const problem = closingTimeProblem(endsAt, now, openedAt);
  if (problem) throw badRequest(problem, 'Choose a closing time later than now.');
}

/** A stored schedule as staff see it. */
export function scheduleView(v: ReturnType<typeof scheduleValues>) {
  return {
    startsAt: v.startsAt.toISOString(),
    endsAt: v.endsAt?.toISOString() ?? null,
    duration: v.duration,
    multipleTimesSubmission: v.multipleTimesSubmission,
    gpaFactor: v.gpaHsc || v.gpaSsc ? { hsc: v.gpaHsc ?? 0, ssc: v.gpaSsc ?? 0 } : null,
    cutMarks: v.cutMarks,
  };
}
