import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { examAttempts } from '../../../db/schema';

/** Inside a transaction: holds the exam's ranking lock, so one transaction at a time ranks an exam. */
export async function lockRanking(tx: Queryable, examId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rank:${examId}`}))`);
}

/** The marks and stored merit position of every scored attempt of an exam. */
export function scoredMarks(db: Queryable, examId: string) {
  return db
    .select({ id: examAttempts.id, marks: examAttempts.marksObtained, rank: examAttempts.rank })
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, examId), isNotNull(examAttempts.scoredAt)));
}

/** Stores merit positions, in one statement. */
export async function storeRanks(
  db: Queryable,
  positions: { id: string; position: number }[],
): Promise<void> {
  await db.execute(sql`update exam_attempts a set rank = v.position
      from jsonb_to_recordset(${JSON.stringify(positions)}::jsonb) as v(id uuid, position int)
      where a.id = v.id`);
}

/** True when some result of the exam is published (a new or changed result then needs ranking). */
export async function hasPublishedResults(db: Queryable, examId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, examId), isNotNull(examAttempts.publishedAt)))
    .limit(1);
  return Boolean(row);
}
