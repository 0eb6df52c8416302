import type { QuestionVoidInput, RescoreImpactView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { previewRescore } from '../results/rescore-impact';
import { planQuestionVoid, QUESTION_VOID_FIELD } from './void-question';

/** What voiding a question (or undoing its void) would do to the exam's scored results; nothing is stored. */
export async function previewQuestionVoid(
  ctx: AppContext,
  examId: string,
  questionId: string,
  input: QuestionVoidInput,
): Promise<RescoreImpactView> {
  const { change } = await planQuestionVoid(ctx, examId, questionId, input);
  return previewRescore(ctx, examId, [QUESTION_VOID_FIELD], change);
}
