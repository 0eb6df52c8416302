import { meritPositions } from '@lms/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { examAttempts } from '../../../db/schema';

/**
 * Stores the merit position of every scored result of an exam (across its groups): 1 + the number of
 * results with more marks, ties sharing a position (packages/domain `meritPositions`). Runs when
 * results are published or change, never on read. One exam is ranked by one transaction at a time
 * (an advisory lock), so a slower run can never write older positions over newer ones.
 */
export async function rankExam(db: Db, examId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rank:${examId}`}))`);
    const rows = await tx
      .select({ id: examAttempts.id, marks: examAttempts.marksObtained, rank: examAttempts.rank })
      .from(examAttempts)
      .where(and(eq(examAttempts.examId, examId), isNotNull(examAttempts.scoredAt)));
    const current = new Map(rows.map((r) => [r.id, r.rank]));
    const changed = meritPositions(rows.map((r) => ({ id: r.id, marks: r.marks ?? 0 }))).filter(
      (p) => current.get(p.id) !== p.position,
    );
    if (changed.length === 0) return;
    await tx.execute(sql`update exam_attempts a set rank = v.position
      from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) as v(id uuid, position int)
      where a.id = v.id`);
  });
}

/** True when some result of the exam is published (a new or changed result then needs ranking). */
export async function hasPublishedResults(db: Db, examId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, examId), isNotNull(examAttempts.publishedAt)))
    .limit(1);
  return Boolean(row);
}
