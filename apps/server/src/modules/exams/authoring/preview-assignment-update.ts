import type { AssignmentPatch, RescoreImpactView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { previewRescore } from '../results/rescore-impact';
import { planAssignmentChange } from './update-assignment';

/** What a change of a group's schedule would do to the exam's scored results (as the save would make it); nothing is stored. */
export async function previewAssignmentUpdate(
  ctx: AppContext,
  examId: string,
  groupId: string,
  patch: AssignmentPatch,
): Promise<RescoreImpactView> {
  const { fields, change } = await planAssignmentChange(ctx, examId, groupId, patch);
  return previewRescore(ctx, examId, fields, change);
}
