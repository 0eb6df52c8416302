import { type QuestionPatch, questionInput, type StaffQuestionView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { badRequest, notFound } from '../../../lib/http-error';
import { recordExamChanges } from '../results/record-exam-changes';
import { checkedQuestion } from './question-input';
import { examsUsingQuestion, findQuestion, updateQuestionRow } from './question-repository';
import { staffQuestionView } from './staff-question-view';

/**
 * Changes a question (the fields sent replace the stored ones). Exams using it are reloaded on every
 * node and their submitted attempts scored again, so a corrected key corrects the results.
 */
export async function updateQuestion(
  ctx: AppContext,
  questionId: string,
  patch: QuestionPatch,
): Promise<StaffQuestionView> {
  const current = await findQuestion(ctx.db, questionId);
  if (!current) throw notFound('No such question');
  const merged = questionInput.safeParse({ ...staffQuestionView(current), ...patch });
  if (!merged.success)
    throw badRequest('Invalid question', merged.error.issues.map((i) => i.message).join('; '));
  const row = await updateQuestionRow(ctx.db, questionId, checkedQuestion(merged.data), ctx.now());
  await recordExamChanges(ctx, await examsUsingQuestion(ctx.db, questionId), { rescore: true });
  return staffQuestionView(row!);
}
