import type { AppContext } from '../../../context';
import { conflict, notFound } from '../../../lib/http-error';
import { withdrawResultNotices } from '../../notifications/notify-events';
import { loadExam } from '../exam-cache';
import { lockGroupPublish } from './publish-lock-repository';
import { hideResults, unpublishGroups } from './publish-repository';
import { lockRanking } from './rank-repository';
import { recordExamChanges } from './record-exam-changes';

/**
 * Hides a live exam's results again, as if never published: every group's publication is withdrawn,
 * every result hidden and the merit figures cleared (stored only while results are out), so the
 * student's result call answers "not published yet" and the scoreboard leaves them out. Results
 * scored later stay hidden until the next publish, which works as the first. The students' result
 * notifications then say the result was withdrawn (no longer leading to it). Under the groups'
 * publish locks (a scoring meanwhile waits) and the ranking lock. Practice results are shown as they
 * are scored: refused (409).
 */
export async function unpublishResults(ctx: AppContext, examId: string) {
  const exam = await loadExam(ctx.db, examId);
  if (!exam) throw notFound('No such exam');
  if (exam.isPractice)
    throw conflict(
      'Practice results are always shown',
      'A practice result is shown as soon as it is scored.',
    );
  const { hidden, groupIds } = await ctx.db.transaction(async (tx) => {
    // In id order, as a publish takes them.
    for (const groupId of [...exam.assignments.keys()].sort()) await lockGroupPublish(tx, examId, groupId);
    await lockRanking(tx, examId);
    const groups = await unpublishGroups(tx, examId);
    return { hidden: await hideResults(tx, examId), groupIds: groups };
  });
  // Every node forgets the exam (its groups' publication) and the attempts it holds.
  await recordExamChanges(ctx, [examId], { rescore: false });
  await withdrawResultNotices(ctx, { examId, title: exam.title });
  return { examId, hidden, groupIds };
}
