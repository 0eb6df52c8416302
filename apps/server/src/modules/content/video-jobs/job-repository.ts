import { and, asc, eq, inArray, lt, or } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { videoContents } from '../../../db/schema';
import type { VideoRow } from '../content-repository';

/**
 * Takes the oldest queued conversion, or one whose node stopped reporting before `staleBefore`, for
 * this node. `SKIP LOCKED` lets several nodes claim different jobs at once, never the same one.
 */
export async function claimVideoJob(
  db: Queryable,
  now: Date,
  staleBefore: Date,
): Promise<VideoRow | undefined> {
  const next = db
    .select({ id: videoContents.id })
    .from(videoContents)
    .where(
      or(
        eq(videoContents.status, 'queued'),
        and(eq(videoContents.status, 'processing'), lt(videoContents.heartbeatAt, staleBefore)),
      ),
    )
    .orderBy(asc(videoContents.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(videoContents)
    .set({ status: 'processing', heartbeatAt: now, progress: 0, error: '' })
    .where(inArray(videoContents.id, next))
    .returning();
  return row;
}

/** Saves a conversion's progress and says the node is alive. */
export async function reportProgress(db: Queryable, id: string, progress: number, now: Date): Promise<void> {
  await db.update(videoContents).set({ progress, heartbeatAt: now }).where(eq(videoContents.id, id));
}

/** Marks a conversion done: the video becomes available (students see it once it is published). */
export async function finishVideoJob(db: Queryable, id: string): Promise<void> {
  await db
    .update(videoContents)
    .set({ status: 'ready', progress: 100, isAvailable: true, heartbeatAt: null })
    .where(eq(videoContents.id, id));
}

/** Marks a conversion failed with the reason staff see. */
export async function failVideoJob(db: Queryable, id: string, error: string): Promise<void> {
  await db
    .update(videoContents)
    .set({ status: 'failed', error: error.slice(0, 1000), heartbeatAt: null })
    .where(eq(videoContents.id, id));
}
