import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/client';
import { examRescores } from '../../../db/schema';

// A run renews its lease after every chunk; a node that stopped mid-run leaves the request to another
// node once the lease has run out.
const LEASE_MS = 120_000;

/** A re-score request taken by one run. */
export interface RescoreClaim {
  examId: string;
  /** The request generation the run started from: a later request means one more run. */
  generation: number;
  token: string;
}

/** Records that the exams' submitted attempts are to be scored again (a request made during a run adds a run). */
export async function requestRescores(db: Queryable, examIds: readonly string[], now: Date): Promise<void> {
  if (examIds.length === 0) return;
  await db
    .insert(examRescores)
    .values(examIds.map((examId) => ({ examId, requestedAt: now })))
    .onConflictDoUpdate({
      target: examRescores.examId,
      set: { requestedAt: now, generation: sql`${examRescores.generation} + 1` },
    });
}

/**
 * Takes the oldest request no run holds (FOR UPDATE SKIP LOCKED, then a lease), so two nodes never run
 * the same exam at once. Null when there is none.
 */
export function claimRescore(db: Db, now: Date): Promise<RescoreClaim | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ examId: examRescores.examId, generation: examRescores.generation })
      .from(examRescores)
      .where(or(isNull(examRescores.leaseUntil), lt(examRescores.leaseUntil, now)))
      .orderBy(asc(examRescores.requestedAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    const token = randomUUID();
    await tx
      .update(examRescores)
      .set({ claimToken: token, leaseUntil: new Date(now.getTime() + LEASE_MS), startedAt: now })
      .where(eq(examRescores.examId, row.examId));
    return { ...row, token };
  });
}

const held = (claim: RescoreClaim) =>
  and(eq(examRescores.examId, claim.examId), eq(examRescores.claimToken, claim.token));

/** Extends the run's lease; false when the run lost it (it took too long and another run took over). */
export async function renewRescore(db: Db, claim: RescoreClaim, now: Date): Promise<boolean> {
  const rows = await db
    .update(examRescores)
    .set({ leaseUntil: new Date(now.getTime() + LEASE_MS) })
    .where(held(claim))
    .returning({ examId: examRescores.examId });
  return rows.length > 0;
}

/** Gives the request back to any run (after a failure, or when it was requested again meanwhile). */
export async function releaseRescore(db: Db, claim: RescoreClaim): Promise<void> {
  await db
    .update(examRescores)
    .set({ claimToken: null, leaseUntil: null, startedAt: null })
    .where(held(claim));
}

/**
 * Ends a finished run: the request goes unless it was made again since the run started, in which case
 * it is given back for another run. True when it went.
 */
export async function finishRescore(db: Db, claim: RescoreClaim): Promise<boolean> {
  const gone = await db
    .delete(examRescores)
    .where(and(held(claim), eq(examRescores.generation, claim.generation)))
    .returning({ examId: examRescores.examId });
  if (gone.length > 0) return true;
  await releaseRescore(db, claim);
  return false;
}

/** The exam's waiting or running re-score, if any. */
export async function findRescore(db: Queryable, examId: string) {
  const [row] = await db.select().from(examRescores).where(eq(examRescores.examId, examId));
  return row;
}
