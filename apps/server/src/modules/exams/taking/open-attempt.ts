import { randomBytes } from 'node:crypto';
import { type StudentSchedule, setForAttempt, setSeed, startWindowError } from '@lms/domain';
import type { AppContext } from '../../../context';
import { type Attempt, findAttempt, type PaperAnswer } from '../attempt-repository';
import { startOrFindAttempt } from '../attempt-start-repository';
import { attemptSchedule, type ExamInGroup, examGivenTo } from '../exam-access';
import type { CachedExam } from '../exam-cache';
import { examErrors } from '../exam-errors';
import { drawForAttempt } from '../exam-paper';
import { examServices } from '../exam-services';
import { findScheduleChanges } from '../exceptions/exception-repository';
import { scheduledDeadline, scheduleOf } from '../exceptions/student-schedule';
import { attemptCount } from '../pools/pool-repository';
import { findSelection } from '../selection-repository';

/** A started attempt with the exam it belongs to. */
export interface StartedExam extends ExamInGroup {
  attempt: Attempt;
  /** The attempt's saved answers (when asked for). */
  answers: PaperAnswer[];
}

/**
 * Opens the student's attempt: only a member of the group, only inside the window (a practice exam
 * has no end), a segmented exam only after the subject selection. Starting again returns the attempt there is, whatever the time: a reload must get back into the exam.
 * One round trip (the membership, the insert and the attempt there was), plus the selection read
 * for a segmented exam.
 */
export async function openAttempt(
  ctx: AppContext,
  studentId: string,
  examId: string,
  groupId: string,
  withAnswers = false,
): Promise<StartedExam> {
  const services = examServices(ctx);
  const { exam, assignment } = await examGivenTo(ctx, examId, groupId);
  const now = ctx.now();
  // An attempt this node has seen needs no insert (the paper right after the start, a reload).
  const known = services.attempts.get(examId, studentId, exam.version);
  const key = { examId, groupId, studentId };
  // Exceptions and standing extra time decide the window and the deadline of a new attempt.
  const schedule = known ? null : scheduleOf(exam, assignment, await findScheduleChanges(services.sql, key));
  const refusal = schedule ? await startRefusal(ctx, exam, schedule, studentId, now) : null;
  // An exam in sets hands them out in turn: the set's seed gives everyone in it the same paper.
  const seed =
    exam.setCount > 0 && schedule && !refusal
      ? setSeed(examId, setForAttempt(exam.setCount, await attemptCount(ctx.db, examId))!)
      : randomBytes(8).toString('hex');
  const create =
    !schedule || refusal
      ? null
      : {
          seed,
          drawnQuestionIds: drawForAttempt(exam, seed),
          startedAt: now,
          deadlineAt: scheduledDeadline(exam, schedule, now),
        };
  const outcome = await startOrFindAttempt(services.sql, key, create, withAnswers);
  if (!outcome.member) throw examErrors.removedFromGroup();
  if (known && !outcome.attempt) {
    // Deleted since (a retake on another node): start as if it had never been seen.
    services.attempts.forget(examId, studentId);
    return openAttempt(ctx, studentId, examId, groupId, withAnswers);
  }
  // Both empty: a start of the same student on another request won the insert after this one began.
  const attempt = outcome.attempt ?? (create ? await findAttempt(ctx.db, examId, studentId) : null);
  if (!attempt) throw refusal ?? examErrors.removedFromGroup();
  services.attempts.set(attempt, exam.version);
  return {
    exam,
    assignment: outcome.created ? assignment : attemptSchedule(exam, attempt, assignment),
    attempt,
    answers: outcome.answers,
  };
}

/** Why a new attempt may not be made now (an existing one is still returned), or null. */
async function startRefusal(
  ctx: AppContext,
  exam: CachedExam,
  schedule: StudentSchedule,
  studentId: string,
  now: Date,
): Promise<Error | null> {
  const closed = startWindowError(now, { ...schedule, isPractice: exam.isPractice });
  if (closed === 'notStarted') return examErrors.notOpenYet();
  if (closed === 'ended') return examErrors.windowOver();
  if (exam.isSegmented && !(await findSelection(ctx.db, exam.id, studentId)))
    return examErrors.selectSubjectsFirst();
  return null;
}
