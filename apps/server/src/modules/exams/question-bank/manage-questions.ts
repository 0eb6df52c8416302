import type { z } from 'zod';
import type { AppContext } from '../../../context';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import { examsChanged } from '../results/rescore-exam';
import { checkQuestion, type QuestionInput, questionInput, type questionPatch } from './question-input';
import {
  deleteQuestionRow,
  examsUsingQuestion,
  findQuestion,
  insertQuestions,
  staffQuestionView,
  updateQuestionRow,
} from './question-repository';

function checked(input: QuestionInput) {
  const { values, problems } = checkQuestion(input);
  if (!values) throw badRequest('Invalid question', problems.join('; '));
  return values;
}

/** Adds a question to the bank. */
export async function createQuestion(ctx: AppContext, staffId: string, input: QuestionInput) {
  const [row] = await insertQuestions(ctx.db, [checked(input)], staffId);
  return staffQuestionView(row!);
}

/**
 * Changes a question (the fields sent replace the stored ones). Exams using it are reloaded on every
 * node and their submitted attempts scored again, so a corrected key corrects the results.
 */
export async function updateQuestion(
  ctx: AppContext,
  questionId: string,
  patch: z.infer<typeof questionPatch>,
) {
  const current = await findQuestion(ctx.db, questionId);
  if (!current) throw notFound('No such question');
  const merged = questionInput.safeParse({ ...staffQuestionView(current), ...patch });
  if (!merged.success)
    throw badRequest('Invalid question', merged.error.issues.map((i) => i.message).join('; '));
  const row = await updateQuestionRow(ctx.db, questionId, checked(merged.data), ctx.now());
  await examsChanged(ctx, await examsUsingQuestion(ctx.db, questionId), { rescore: true });
  return staffQuestionView(row!);
}

/** Deletes a question that no exam uses. */
export async function deleteQuestion(ctx: AppContext, questionId: string) {
  if ((await examsUsingQuestion(ctx.db, questionId)).length > 0)
    throw conflict('The question is in an exam', 'Take it out of every exam before deleting it.');
  if (!(await deleteQuestionRow(ctx.db, questionId))) throw notFound('No such question');
  return { _id: questionId, deleted: true };
}
