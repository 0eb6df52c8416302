import { meritPositions } from '@lms/domain';
import type { Db } from '../../../db/client';
import { lockRanking, scoredMarks, storeRanks } from './rank-repository';

/**
 * Stores the merit position of every scored result of an exam (across its groups): 1 + the number of
 * results with more marks, ties sharing a position (packages/domain `meritPositions`). Runs when
 * results are published or change, never on read. One exam is ranked by one transaction at a time
 * (an advisory lock), so a slower run can never write older positions over newer ones.
 */
export async function rankExam(db: Db, examId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockRanking(tx, examId);
    const rows = await scoredMarks(tx, examId);
    const current = new Map(rows.map((r) => [r.id, r.rank]));
    const changed = meritPositions(rows.map((r) => ({ id: r.id, marks: r.marks ?? 0 }))).filter(
      (p) => current.get(p.id) !== p.position,
    );
    if (changed.length === 0) return;
    await storeRanks(tx, changed);
  });
}
