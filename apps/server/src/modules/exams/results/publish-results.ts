import type { PublishInput } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { notifyResultsPublished } from '../../notifications/notify-events';
import { loadExam } from '../exam-cache';
import { lockGroupPublish } from './publish-lock-repository';
import { publishScoredResults, setGroupPublished } from './publish-repository';
import { rankExam } from './rank-results';
import { recordExamChanges } from './record-exam-changes';

/**
 * Publishes results: for a group (results scored later in that group are published as they come) or
 * for some students. Merit positions of the exam are computed and stored now, and each student whose
 * result became visible is notified with their result id.
 */
export async function publishResults(ctx: AppContext, examId: string, input: PublishInput) {
  const exam = await loadExam(ctx.db, examId);
  if (!exam) throw notFound('No such exam');
  const now = ctx.now();
  const published = await ctx.db.transaction(async (tx) => {
    if (input.groupId) {
      const assignment = exam.assignments.get(input.groupId);
      if (!assignment) throw notFound('This exam is not given to this group');
      await lockGroupPublish(tx, examId, input.groupId);
      await setGroupPublished(tx, assignment.id, assignment.resultsPublishedAt ?? now);
    }
    const who = input.groupId ? { groupId: input.groupId } : { studentIds: input.studentIds ?? [] };
    return publishScoredResults(tx, examId, who, now);
  });
  if (input.groupId) await recordExamChanges(ctx, [examId], { rescore: false });
  await rankExam(ctx.db, examId);
  const notified = await notifyResultsPublished(
    ctx,
    { examId, title: exam.title, isPracticeExam: exam.isPractice },
    published.map((p) => ({ studentId: p.studentId, examResultId: p.id })),
  );
  return { examId, published: published.length, notified };
}
