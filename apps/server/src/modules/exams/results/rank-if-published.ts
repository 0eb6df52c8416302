import type { AppContext } from '../../../context';
import { hasPublishedResults } from './rank-repository';
import { rankExam } from './rank-results';

/**
 * Re-ranks an exam whose results changed when some of its results are public. `known`: whether some
 * are, when the caller read it already (saves a query per submit).
 */
export async function rankIfPublished(
  ctx: AppContext,
  examId: string,
  published: boolean,
  known?: boolean,
): Promise<void> {
  if (published || (known ?? (await hasPublishedResults(ctx.db, examId)))) await rankExam(ctx.db, examId);
}
