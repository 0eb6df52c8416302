import { type ExamMonitorSummary, MONITOR_OFFLINE_SECONDS } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import type { CachedExam } from '../exam-cache';
import { examErrors } from '../exam-errors';
import { examServices } from '../exam-services';
import { examPresenceOf } from './exam-presence';
import { countStates } from './monitor-repository';

/** The time before which a student still sitting, not on the exam's page, with no save counts as offline. */
export function offlineCut(now: Date): Date {
  return new Date(now.getTime() - MONITOR_OFFLINE_SECONDS * 1000);
}

/** A group's results are published: the exam is over for the monitor (no more minutes). */
export function resultsPublished(exam: Pick<CachedExam, 'assignments'>): boolean {
  return [...exam.assignments.values()].some((a) => a.resultsPublishedAt !== null);
}

/**
 * An exam's students per assigned group: not started, answering, offline (no live socket on the exam's
 * page, nor a save, for 30 seconds), time over (past the deadline, not yet submitted), submitted, with
 * the group's latest save. This node's unwritten saves are written first. 404 for an unknown exam.
 */
export async function getExamMonitor(ctx: AppContext, examId: string): Promise<ExamMonitorSummary> {
  const services = examServices(ctx);
  const exam = await services.exams.get(examId);
  if (!exam) throw examErrors.noSuchExam();
  await services.activity.flush();
  const at = ctx.now();
  const present = await examPresenceOf(ctx).presentOn(examId);
  const rows = await countStates(services.sql, examId, offlineCut(at), at, present);
  return {
    examId,
    title: exam.title,
    at: at.toISOString(),
    resultsPublished: resultsPublished(exam),
    groups: rows
      .map((row) => ({
        groupId: row.group_id,
        name: row.name,
        notStarted: row.not_started,
        answering: row.answering,
        offline: row.offline,
        timeOver: row.time_over,
        submitted: row.submitted,
        lastSaveAt: row.last_save_at ? new Date(row.last_save_at).toISOString() : null,
        resultsPublished: Boolean(exam.assignments.get(row.group_id)?.resultsPublishedAt),
      }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.groupId.localeCompare(b.groupId)),
  };
}
