import { randomBytes } from 'node:crypto';
import { personalDeadline, remainingSeconds, startWindowError } from '@lms/domain';
import type { AttemptView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { type Attempt, insertAttempt, type PaperAnswer } from '../attempt-repository';
import { attemptSchedule, type ExamInGroup, examForMember } from '../exam-access';
import type { CachedExam, ExamAssignment } from '../exam-cache';
import { examErrors } from '../exam-errors';
import { examServices } from '../exam-services';
import { findSelection } from '../selection-repository';

/** A started attempt with the exam it belongs to. */
export interface StartedExam extends ExamInGroup {
  attempt: Attempt;
  /** The attempt's saved answers (when asked for). */
  answers: PaperAnswer[];
}

/**
 * Starts the student's attempt (DESIGN.md §6 "Start"): only a member of the group, only inside the
 * window (a practice exam has no end), a segmented exam only after the subject selection. Starting
 * again returns the attempt there is, whatever the time: a reload must get back into the exam.
 */
export async function startExam(
  ctx: AppContext,
  studentId: string,
  examId: string,
  groupId: string,
  withAnswers = false,
): Promise<StartedExam> {
  const {
    exam,
    assignment,
    attempt: existing,
    answers,
  } = await examForMember(ctx, studentId, examId, groupId, withAnswers);
  const services = examServices(ctx);
  if (existing) {
    services.attempts.set(existing, exam.version);
    return { exam, assignment: attemptSchedule(exam, existing, assignment), attempt: existing, answers };
  }
  const now = ctx.now();
  const closed = startWindowError(now, { ...assignment, isPractice: exam.isPractice });
  if (closed === 'notStarted') throw examErrors.notOpenYet();
  if (closed === 'ended') throw examErrors.windowOver();
  if (exam.isSegmented && !(await findSelection(ctx.db, examId, studentId)))
    throw examErrors.selectSubjectsFirst();
  const attempt = await insertAttempt(ctx.db, {
    examId,
    groupId,
    studentId,
    seed: randomBytes(8).toString('hex'),
    startedAt: now,
    deadlineAt: new Date(personalDeadline(now, timingOf(exam, assignment))),
  });
  services.attempts.set(attempt, exam.version);
  return { exam, assignment, attempt, answers: [] };
}

/** The timing rules' view of an exam in a group. */
export function timingOf(exam: CachedExam, assignment: ExamAssignment) {
  return { durationMinutes: assignment.duration, endsAt: assignment.endsAt, isPractice: exam.isPractice };
}

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
    remainingSeconds: attempt.submittedAt
      ? 0
      : remainingSeconds(now, attempt.startedAt, timingOf(exam, assignment)),
    duration: assignment.duration,
    endsAt: assignment.endsAt?.toISOString() ?? null,
    isPracticeExam: exam.isPractice,
    serverTime: now.toISOString(),
  };
}
