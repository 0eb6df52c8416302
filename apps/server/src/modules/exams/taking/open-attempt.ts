import { randomBytes } from 'node:crypto';
import { type StudentSchedule, setForAttempt, setSeed, startWindowError } from '@lms/domain';
import type { AppContext } from '../../../context';
import { type Attempt, findAttempt, type PaperAnswer } from '../attempt-repository';
import { attemptSchedule, type ExamInGroup, examGivenTo } from '../exam-access';
import type { CachedExam, ExamAssignment } from '../exam-cache';
import { examErrors } from '../exam-errors';
import { drawForAttempt } from '../exam-paper';
import { examServices } from '../exam-services';
import { scheduledDeadline, scheduleOf } from '../exceptions/student-schedule';
import { attemptCount } from '../pools/pool-repository';
import { findSelection } from '../selection-repository';
import type { StartPlan } from './start-batcher';

/** A started attempt with the exam it belongs to. */
export interface StartedExam extends ExamInGroup {
  attempt: Attempt;
  /** The attempt's saved answers (when asked for). */
  answers: PaperAnswer[];
}

/**
 * Opens the student's attempt: only a member of the group, only inside the window (a practice exam
 * has no end), a segmented exam only after the subject selection. Starting again returns the attempt there is, whatever the time: a reload must get back into the exam.
 * Starts go through the start batcher: many students' schedule reads and inserts share two statements
 * and one commit (the membership, the insert and the attempt there was, in one of them); an exam in
 * sets and a segmented exam each read one thing more first.
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
  // An attempt this node has seen needs no insert (the paper right after the start, a reload).
  const known = services.attempts.get(examId, studentId, exam.version);
  const key = { examId, groupId, studentId };
  const plan = known ? null : await startPlan(ctx, exam, assignment, studentId);
  const { outcome, create, refusal } = await services.starts.open(key, plan, withAnswers);
  if (!outcome.member) throw examErrors.removedFromGroup();
  if (known && !outcome.attempt) {
    // Deleted since (a retake on another node): start as if it had never been seen.
    services.attempts.forget(examId, studentId);
    return openAttempt(ctx, studentId, examId, groupId, withAnswers);
  }
  // Both empty: a start of the same student on another node won the insert after this one began.
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

/**
 * How a new attempt of the student starts, once their schedule changes are read (in the start's
 * batch): exceptions and standing extra time decide the window and the deadline. What needs a read of
 * its own (an exam in sets: how many attempts there are; a segmented exam: the subject selection) is
 * read here, before the batch.
 */
async function startPlan(
  ctx: AppContext,
  exam: CachedExam,
  assignment: ExamAssignment,
  studentId: string,
): Promise<StartPlan> {
  const now = ctx.now();
  const hasSelection = exam.isSegmented ? (await findSelection(ctx.db, exam.id, studentId)) !== null : true;
  // An exam in sets hands them out in turn: the set's seed gives everyone in it the same paper.
  const seed =
    exam.setCount > 0
      ? setSeed(exam.id, setForAttempt(exam.setCount, await attemptCount(ctx.db, exam.id))!)
      : randomBytes(8).toString('hex');
  return (changes) => {
    const schedule = scheduleOf(exam, assignment, changes);
    const refusal = startRefusal(exam, schedule, hasSelection, now);
    if (refusal) return { create: null, refusal };
    const create = {
      seed,
      drawnQuestionIds: drawForAttempt(exam, seed),
      startedAt: now,
      deadlineAt: scheduledDeadline(exam, schedule, now),
    };
    return { create, refusal: null };
  };
}

/** Why a new attempt may not be made now (an existing one is still returned), or null. */
function startRefusal(
  exam: CachedExam,
  schedule: StudentSchedule,
  hasSelection: boolean,
  now: Date,
): Error | null {
  const closed = startWindowError(now, { ...schedule, isPractice: exam.isPractice });
  if (closed === 'notStarted') return examErrors.notOpenYet();
  if (closed === 'ended') return examErrors.windowOver();
  if (!hasSelection) return examErrors.selectSubjectsFirst();
  return null;
}
