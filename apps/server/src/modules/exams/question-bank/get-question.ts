import type { StaffQuestionView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { findQuestion } from './question-repository';
import { staffQuestionView } from './staff-question-view';

/** One bank question as staff see it. */
export async function getQuestion(ctx: AppContext, questionId: string): Promise<StaffQuestionView> {
  const row = await findQuestion(ctx.db, questionId);
  if (!row) throw notFound('No such question');
  return staffQuestionView(row);
}
