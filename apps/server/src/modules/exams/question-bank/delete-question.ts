import type { AppContext } from '../../../context';
import { conflict, notFound } from '../../../lib/http-error';
import { deleteQuestionRow, examsUsingAnyVersion } from './question-repository';

/** Deletes a question that no exam uses (nor any of its older versions, kept for published exams). */
export async function deleteQuestion(ctx: AppContext, questionId: string) {
  if ((await examsUsingAnyVersion(ctx.db, questionId)).length > 0)
    throw conflict('The question is in an exam', 'Take it out of every exam before deleting it.');
  if (!(await deleteQuestionRow(ctx.db, questionId))) throw notFound('No such question');
  return { _id: questionId, deleted: true };
}
