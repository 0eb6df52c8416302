import type { AppContext } from '../../../context';
import { hasPublishedResults } from './rank-repository';
import { rankExam } from './rank-results';

/** Re-ranks an exam whose results changed when some of its results are public. */
export async function rankIfPublished(ctx: AppContext, examId: string, published: boolean): Promise<void> {
  if (published || (await hasPublishedResults(ctx.db, examId))) await rankExam(ctx.db, examId);
}
