import type { PublishPreviewView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { loadExam } from '../exam-cache';
import { countPublishable } from './publish-repository';
import { groupsToPublish } from './publish-results';
import { scorePendingResults } from './score-pending';

/**
 * What publishing the exam (`scope` as in a publish) would do: the groups it takes, the results it
 * would show and the students it would tell. Refused as the publish would be (409 naming open groups).
 * Nothing is changed.
 */
export async function previewPublish(
  ctx: AppContext,
  examId: string,
  scope: 'exam' | 'closedGroups',
): Promise<PublishPreviewView> {
  const exam = await loadExam(ctx.db, examId);
  if (!exam) throw notFound('No such exam');
  // The publish scores every submitted result first: the counts are of what it would show.
  await scorePendingResults(ctx, { examId });
  const groupIds = await groupsToPublish(ctx, exam, scope, ctx.now());
  const counts = await countPublishable(ctx.db, examId, groupIds);
  return {
    examId,
    groupIds,
    results: counts.hidden,
    // A student sits an exam once: one result made visible is one student told.
    students: counts.hidden,
    alreadyPublished: counts.published,
    unscored: counts.unscored,
  };
}
