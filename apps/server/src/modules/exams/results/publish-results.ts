import { openWindows, openWindowsReason } from '@lms/domain';
import type { PublishInput } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { conflict, notFound } from '../../../lib/http-error';
import { pushEach } from '../../notifications/notify';
import { storeResultsPublished } from '../../notifications/notify-events';
import { sendResultSms } from '../../sms/send-result-sms';
import { type CachedExam, loadExam } from '../exam-cache';
import { lockGroupPublish } from './publish-lock-repository';
import {
  groupNamesByIds,
  lockPublishable,
  refreshResultStatistics,
  setGroupPublished,
} from './publish-repository';
import { lockRanking, storeMeritFigures } from './rank-repository';
import { recordExamChanges } from './record-exam-changes';
import { scorePendingResults } from './score-pending';

/**
 * Publishes results: for a group or the exam's groups (results scored later in those groups are
 * published as they come) or for some students. Every form is refused (409 naming each open group
 * and until when) while a live exam's window is open for any assigned group: results shown then
 * would reveal the key to students who may still sit it. Only `closedGroups`, asked for explicitly,
 * publishes the closed groups while others are open. Merit positions of the exam are computed and
 * stored now, and each student whose result became visible is notified with their result id (stored
 * with the publish, pushed live once it has committed). With
 * `sms`, result messages are queued for the exam's published results (once per student and recipient).
 */
export async function publishResults(
  ctx: AppContext,
  examId: string,
  input: PublishInput,
  staffId: string | null = null,
) {
  const exam = await loadExam(ctx.db, examId);
  if (!exam) throw notFound('No such exam');
  // Every submitted result is scored before anything is published or ranked.
  await scorePendingResults(ctx, { examId });
  const now = ctx.now();
  if (input.groupId && !exam.assignments.has(input.groupId))
    throw notFound('This exam is not given to this group');
  // The older forms ({groupId}, {studentIds}) follow the same rule as publishing the exam.
  if (!input.scope) await refuseWhileOpen(ctx, exam, now);
  const groupIds = input.groupId
    ? [input.groupId]
    : input.scope
      ? await groupsToPublish(ctx, exam, input.scope, now)
      : [];
  // The merit figures are stored in the publish's own transaction: a result becomes visible with its
  // positions, never for a moment without them or with older ones. Locks in one order, as an unpublish
  // takes them: the groups' (in id order, so two publishes of overlapping groups cannot cross), then
  // the ranking lock, and only then any row: a ranking that holds its lock and writes rows never waits
  // on rows this publish holds.
  const published = await ctx.db.transaction(async (tx) => {
    const groups = input.studentIds ? [] : [...groupIds].sort();
    const assignments = groups.map((groupId) => {
      const assignment = exam.assignments.get(groupId);
      if (!assignment) throw notFound('This exam is not given to this group');
      return assignment;
    });
    for (const groupId of groups) await lockGroupPublish(tx, examId, groupId);
    await lockRanking(tx, examId);
    const all = input.studentIds ? await lockPublishable(tx, examId, { studentIds: input.studentIds }) : [];
    for (const assignment of assignments) {
      await setGroupPublished(tx, assignment.id, assignment.resultsPublishedAt ?? now);
      all.push(...(await lockPublishable(tx, examId, { groupId: assignment.groupId })));
    }
    await storeMeritFigures(tx, examId, { ids: all.map((r) => r.id), at: now });
    const notices = await storeResultsPublished(
      tx,
      { examId, title: exam.title, isPracticeExam: exam.isPractice },
      all.map((p) => ({ studentId: p.studentId, examResultId: p.id, groupId: p.groupId })),
      now,
    );
    // The planner's statistics are taken in the same transaction, so they turn with the rows at the
    // commit: taken after it, every scoreboard read in between was planned as if none of these rows were
    // published. Publishing named students (a late sitter, a correction) changes a few rows: the
    // planner's view stays true enough, and ANALYZE would read a sample of every exam's results for nothing.
    if (all.length > 0 && !input.studentIds && !(await refreshResultStatistics(tx)))
      ctx.faults.warn(
        'publish: the results table was busy (a vacuum, or another publish taking its statistics); its statistics were not taken',
      );
    return { all, notices };
  });
  if (groupIds.length > 0) await recordExamChanges(ctx, [examId], { rescore: false });
  const notified = await pushEach(ctx, published.notices);
  const sms = input.sms ?? 'none';
  const smsQueued = sms === 'none' ? 0 : (await sendResultSms(ctx, examId, sms, staffId)).queued;
  return { examId, published: published.all.length, notified, groupIds, smsQueued };
}

/** Each assigned group's window with its name, and those still open (none for a practice exam). */
async function groupWindows(ctx: AppContext, exam: CachedExam, now: Date) {
  const assignments = [...exam.assignments.values()];
  const names = await groupNamesByIds(
    ctx.db,
    assignments.map((a) => a.groupId),
  );
  const windows = assignments.map((a) => ({
    groupId: a.groupId,
    name: names.get(a.groupId) ?? a.groupId,
    endsAtMs: a.endsAt?.getTime() ?? null,
  }));
  // A practice exam has no window: its results are published as they are scored.
  const open = exam.isPractice ? [] : openWindows(windows, now.getTime());
  return { windows, open };
}

/** 409 naming the open groups while any assigned group's window of a live exam is open. */
async function refuseWhileOpen(ctx: AppContext, exam: CachedExam, now: Date): Promise<void> {
  const { open } = await groupWindows(ctx, exam, now);
  if (open.length > 0) throw conflict('The exam is still open', openWindowsReason(open));
}

/** The groups a publish of the exam takes: all (none open), or the closed ones (at least one); 409 as the publish. */
export async function groupsToPublish(
  ctx: AppContext,
  exam: CachedExam,
  scope: 'exam' | 'closedGroups',
  now: Date,
): Promise<string[]> {
  if (exam.assignments.size === 0)
    throw conflict('Nothing to publish', 'The exam is not given to any group.');
  const { windows, open } = await groupWindows(ctx, exam, now);
  if (scope === 'exam' && open.length > 0) throw conflict('The exam is still open', openWindowsReason(open));
  const closed = windows.filter((w) => !open.includes(w)).map((w) => w.groupId);
  if (closed.length === 0) throw conflict('No group has finished the exam', openWindowsReason(open));
  return closed;
}
