import type { StaffQuestionView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { type QuestionSearchQuery, searchQuestionRows } from './question-repository';
import { staffQuestionView } from './staff-question-view';

/** Bank questions matching the filters, newest first, a page at a time. */
export async function searchQuestions(
  ctx: AppContext,
  query: QuestionSearchQuery,
): Promise<StaffQuestionView[]> {
  return (await searchQuestionRows(ctx.db, query)).map(staffQuestionView);
}
