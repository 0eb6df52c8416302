import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { recordExamChanges } from '../results/record-exam-changes';
import { deleteAssignment } from './assignment-repository';

/** Takes an exam away from a group (its results stay for the scoreboard). */
export async function removeAssignment(ctx: AppContext, examId: string, groupId: string) {
  if (!(await deleteAssignment(ctx.db, examId, groupId)))
    throw notFound('This exam is not given to this group');
  await recordExamChanges(ctx, [examId], { rescore: false });
  return { examId, groupId, removed: true };
}
