import { openWindows, openWindowsReason } from '@lms/domain';
import type { PublishInput } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { conflict, notFound } from '../../../lib/http-error';
import { notifyResultsPublished } from '../../notifications/notify-events';
import { type CachedExam, loadExam } from '../exam-cache';
import { lockGroupPublish } from './publish-lock-repository';
import { groupNamesByIds, publishScoredResults, setGroupPublished } from './publish-repository';
import { rankExam } from './rank-results';
import { recordExamChanges } from './record-exam-changes';

/**
 * Publishes results: for a group or the exam's groups (results scored later in those groups are
 * published as they come) or for some students. Publishing the exam is refused (409 with each open
 * group and until when) while a live exam's window is open for any group; `closedGroups` publishes
 * the closed ones only. Merit positions of the exam are computed and stored now, and each student
 * whose result became visible is notified with their result id.
 */
export async function publishResults(ctx: AppContext, examId: string, input: PublishInput) {
  const exam = await loadExam(ctx.db, examId);
  if (!exam) throw notFound('No such exam');
  const now = ctx.now();
  const groupIds = input.groupId
    ? [input.groupId]
    : input.scope
      ? await groupsToPublish(ctx, exam, input.scope, now)
      : [];
  const published = await ctx.db.transaction(async (tx) => {
    if (input.studentIds) return publishScoredResults(tx, examId, { studentIds: input.studentIds }, now);
    const all = [];
    // In id order, so two publishes of overlapping groups take the group locks in the same order.
    for (const groupId of [...groupIds].sort()) {
      const assignment = exam.assignments.get(groupId);
      if (!assignment) throw notFound('This exam is not given to this group');
      await lockGroupPublish(tx, examId, groupId);
      await setGroupPublished(tx, assignment.id, assignment.resultsPublishedAt ?? now);
      all.push(...(await publishScoredResults(tx, examId, { groupId }, now)));
    }
    return all;
  });
  if (groupIds.length > 0) await recordExamChanges(ctx, [examId], { rescore: false });
  await rankExam(ctx.db, examId);
  const notified = await notifyResultsPublished(
    ctx,
    { examId, title: exam.title, isPracticeExam: exam.isPractice },
    published.map((p) => ({ studentId: p.studentId, examResultId: p.id })),
  );
  return { examId, published: published.length, notified, groupIds };
}

/** The groups a publish of the exam takes: all (none open), or the closed ones (at least one). */
async function groupsToPublish(
  ctx: AppContext,
  exam: CachedExam,
  scope: 'exam' | 'closedGroups',
  now: Date,
): Promise<string[]> {
  const assignments = [...exam.assignments.values()];
  if (assignments.length === 0) throw conflict('Nothing to publish', 'The exam is not given to any group.');
  // A practice exam has no window: its results are published as they are scored.
  if (exam.isPractice) return assignments.map((a) => a.groupId);
  const names = await groupNamesByIds(
    ctx.db,
    assignments.map((a) => a.groupId),
  );
  const windows = assignments.map((a) => ({
    groupId: a.groupId,
    name: names.get(a.groupId) ?? a.groupId,
    endsAtMs: a.endsAt?.getTime() ?? null,
  }));
  const open = openWindows(windows, now.getTime());
  if (scope === 'exam' && open.length > 0) throw conflict('The exam is still open', openWindowsReason(open));
  const closed = windows.filter((w) => !open.includes(w)).map((w) => w.groupId);
  if (closed.length === 0) throw conflict('No group has finished the exam', openWindowsReason(open));
  return closed;
}
