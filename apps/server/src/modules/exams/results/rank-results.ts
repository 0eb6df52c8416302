import type { Db } from '../../../db/client';
import { lockRanking, storeMeritFigures } from './rank-repository';

/**
 * Stores the merit figures of every scored result of an exam (across its groups): the merit position
 * (1 + the number of results with more marks, ties sharing a position), the position within the
 * student's branch, the position per subject by the subject's marks, and the percentile (packages/domain
 * `meritPositions`, `percentileRank`). Set-based in SQL, so an exam of 20,000 results ranks in a few
 * statements. Runs when results are published or change, never on read. One exam is ranked by one
 * transaction at a time (an advisory lock), so a slower run can never write older figures over newer ones.
 */
export async function rankExam(db: Db, examId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockRanking(tx, examId);
    await storeMeritFigures(tx, examId);
  });
}
