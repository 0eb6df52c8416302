import type { ResultsPageView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { examServices } from '../exam-services';
import { staffResultRow } from '../results/list-results';
import { scoredResultPage } from '../results/result-repository';
import { scorePendingResults } from '../results/score-pending';

/** A page of an exam's scored results (one group, a search over name, roll and mobile), best first. */
export async function listResultsPage(
  ctx: AppContext,
  examId: string,
  filter: { groupId?: string; search?: string; limit: number; offset: number },
): Promise<ResultsPageView> {
  if (!(await examServices(ctx).exams.get(examId))) throw notFound('No such exam');
  await scorePendingResults(ctx, { examId });
  const { rows, total } = await scoredResultPage(ctx.db, examId, filter);
  return { items: rows.map(staffResultRow), total };
}
