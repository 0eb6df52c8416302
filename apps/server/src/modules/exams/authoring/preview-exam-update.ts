import type { ExamPatch, RescoreImpactView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { previewRescore } from '../results/rescore-impact';
import { planExamChange } from './update-exam';

/** What a change of an exam would do to its scored results (as the save would make it); nothing is stored. */
export async function previewExamUpdate(
  ctx: AppContext,
  examId: string,
  patch: ExamPatch,
): Promise<RescoreImpactView> {
  const { fields, change } = await planExamChange(ctx, examId, patch);
  return previewRescore(ctx, examId, fields, change);
}
