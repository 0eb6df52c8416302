import type { AnswerKeyInput, RescoreImpactView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { previewRescore } from '../results/rescore-impact';
import { ANSWER_KEY_FIELD, planAnswerKeyFix } from './fix-answer-key';

/** What correcting a question's key would do to the exam's scored results; nothing is stored. */
export async function previewAnswerKeyFix(
  ctx: AppContext,
  examId: string,
  questionId: string,
  input: AnswerKeyInput,
): Promise<RescoreImpactView> {
  const { change } = await planAnswerKeyFix(ctx, examId, questionId, input);
  return previewRescore(ctx, examId, [ANSWER_KEY_FIELD], change);
}
