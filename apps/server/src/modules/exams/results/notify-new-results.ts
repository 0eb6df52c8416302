import type { AppContext } from '../../../context';
import {
  notifyMarkedResultChanged,
  notifyResultsChanged,
  notifyResultsPublished,
} from '../../notifications/notify-events';
import type { CachedExam } from '../exam-cache';
import type { NewResult } from './score-attempt';

/**
 * Tells each student whose result became visible when it was scored (a submit or auto-submit into a
 * published group, a marking, a re-score) with the same notification as publishing. Practice results
 * are shown at once to the student who submits them and never wait for a publish: they are not
 * announced (as before). Call after the scoring has committed. Returns how many were notified.
 */
export async function notifyNewResults(
  ctx: AppContext,
  exam: Pick<CachedExam, 'id' | 'title' | 'isPractice'>,
  results: readonly NewResult[],
): Promise<number> {
  if (exam.isPractice || results.length === 0) return 0;
  return notifyResultsPublished(
    ctx,
    { examId: exam.id, title: exam.title, isPracticeExam: exam.isPractice },
    results.map((r) => ({ studentId: r.studentId, examResultId: r.attemptId, groupId: r.groupId })),
  );
}

/**
 * Tells each student whose published result a re-score changed (marks, total or pass). Call after the
 * re-score's transaction has committed. Returns how many were notified.
 */
export async function notifyChangedResults(
  ctx: AppContext,
  exam: Pick<CachedExam, 'id' | 'title' | 'isPractice'>,
  results: readonly NewResult[],
): Promise<number> {
  if (results.length === 0) return 0;
  return notifyResultsChanged(
    ctx,
    { examId: exam.id, title: exam.title, isPracticeExam: exam.isPractice },
    results.map((r) => ({ studentId: r.studentId, examResultId: r.attemptId, groupId: r.groupId })),
  );
}

/**
 * Tells the student whose published result an examiner's marks changed: one notice until seen (see
 * `notifyMarkedResultChanged`). Call after the marking has committed.
 */
export function notifyMarkedResult(
  ctx: AppContext,
  exam: Pick<CachedExam, 'id' | 'title' | 'isPractice'>,
  result: NewResult,
): Promise<number> {
  return notifyMarkedResultChanged(
    ctx,
    { examId: exam.id, title: exam.title, isPracticeExam: exam.isPractice },
    { studentId: result.studentId, examResultId: result.attemptId, groupId: result.groupId },
  );
}
