import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';

// Publishing a group and scoring one of its results must not pass each other unseen: a scoring that
// read the group as unpublished while the publish committed would leave that result hidden. Scorings
// hold the (exam, group) lock shared and the publish holds it exclusively, each taken in its own
// statement before anything is read, so whichever comes second sees the other's work. Advisory locks
// live in the lock manager only: no row is written, and thousands of submits share them freely.

/** Inside a transaction: holds the publish lock of the attempt's (exam, group) shared. */
export async function lockAttemptGroupShared(tx: Queryable, attemptId: string): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock_shared(hashtext(exam_id::text), hashtext(group_id::text)) FROM exam_attempts WHERE id = ${attemptId}`,
  );
}

/** Inside a transaction: holds the publish locks of an exam's groups shared (in one order: no deadlock). */
export async function lockExamGroupsShared(tx: Queryable, examId: string, groupIds: string[]): Promise<void> {
  if (groupIds.length === 0) return;
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock_shared(hashtext(${examId}), hashtext(g)) FROM jsonb_array_elements_text(${JSON.stringify([...groupIds].sort())}::jsonb) AS g ORDER BY g`,
  );
}

/** Inside a transaction: holds the publish lock of (exam, group) exclusively, once running scorings end. */
export async function lockGroupPublish(tx: Queryable, examId: string, groupId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${examId}), hashtext(${groupId}))`);
}
