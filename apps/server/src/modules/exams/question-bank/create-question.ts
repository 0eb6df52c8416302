import type { QuestionInput, StaffQuestionView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { checkedQuestion } from './question-input';
import { insertQuestions } from './question-repository';
import { staffQuestionView } from './staff-question-view';

/** Adds a question to the bank. */
export async function createQuestion(
  ctx: AppContext,
  staffId: string,
  input: QuestionInput,
): Promise<StaffQuestionView> {
  const [row] = await insertQuestions(ctx.db, [checkedQuestion(input)], staffId);
  return staffQuestionView(row!);
}
