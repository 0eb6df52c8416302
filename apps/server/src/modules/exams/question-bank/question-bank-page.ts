import type { QuestionBankPage } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { examCounts, type QuestionSearchQuery, searchQuestionPage } from './question-repository';
import { staffQuestionView } from './staff-question-view';

/** A page of bank questions matching the filters, with how many exams use each, and the total. */
export async function questionBankPage(
  ctx: AppContext,
  query: QuestionSearchQuery,
): Promise<QuestionBankPage> {
  const { rows, total } = await searchQuestionPage(ctx.db, query);
  const exams = await examCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => ({ ...staffQuestionView(r), exams: exams.get(r.id) ?? 0 })), total };
}
