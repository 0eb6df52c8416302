import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { videoContents } from '../../../db/schema';
import type { VideoRow } from '../content-repository';

/** A conversion as one node holds it: the video and the token of this node's claim. */
export interface ClaimedVideoJob {
  video: VideoRow;
  claim: string;
}

/**
 * Takes the oldest queued conversion, or one whose node stopped reporting before `staleBefore`, for
 * this node, under a new claim token. `SKIP LOCKED` lets several nodes claim different jobs at once,
 * never the same one; the new token shuts out the node that held a job taken over. The pick is a
 * scalar subquery (`id = (SELECT …)`), run once: under `id IN (SELECT … LIMIT 1)` PostgreSQL may run
 * the pick again for other rows and claim more than one job.
 */
export async function claimVideoJob(
  db: Queryable,
  now: Date,
  staleBefore: Date,
): Promise<ClaimedVideoJob | undefined> {
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
  const claim = randomUUID();
  const [row] = await db
    .update(videoContents)
    .set({ status: 'processing', heartbeatAt: now, progress: 0, error: '', claim })
    .where(eq(videoContents.id, sql`(${next})`))
    .returning();
  return row ? { video: row, claim } : undefined;
}

/** The job's row while `job`'s claim still holds it (processing under the same token). */
const held = (job: ClaimedVideoJob) =>
  and(
    eq(videoContents.id, job.video.id),
    eq(videoContents.claim, job.claim),
    eq(videoContents.status, 'processing'),
  );

/**
 * Saves a conversion's progress and says the node is alive. False when the claim is lost (another
 * node took the job over, or it was deleted): the caller stops.
 */
export async function reportProgress(
  db: Queryable,
  job: ClaimedVideoJob,
  progress: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(videoContents)
    .set({ progress, heartbeatAt: now })
    .where(held(job))
    .returning({ id: videoContents.id });
  return rows.length > 0;
}

/**
 * Marks a conversion done: the video becomes available (students see it once it is published). False,
 * and nothing written, when the claim is lost.
 */
export async function finishVideoJob(db: Queryable, job: ClaimedVideoJob): Promise<boolean> {
  const rows = await db
    .update(videoContents)
    .set({ status: 'ready', progress: 100, isAvailable: true, heartbeatAt: null, claim: null })
    .where(held(job))
    .returning({ id: videoContents.id });
  return rows.length > 0;
}

/** Marks a conversion failed with the reason staff see. False, and nothing written, when the claim is lost. */
export async function failVideoJob(db: Queryable, job: ClaimedVideoJob, error: string): Promise<boolean> {
  const rows = await db
    .update(videoContents)
    .set({ status: 'failed', error: error.slice(0, 1000), heartbeatAt: null, claim: null })
    .where(held(job))
    .returning({ id: videoContents.id });
  return rows.length > 0;
}

/** Puts a claimed conversion back in the queue (this node stops before starting it). */
export async function releaseVideoJob(db: Queryable, job: ClaimedVideoJob): Promise<void> {
  await db.update(videoContents).set({ status: 'queued', heartbeatAt: null, claim: null }).where(held(job));
}

/** Videos queued, converting or failed, the ones converting first, then the oldest; at most `limit`. */
export function findUnfinishedVideos(db: Queryable, limit: number) {
  return db
    .select({
      id: videoContents.id,
      title: videoContents.title,
      status: videoContents.status,
      progress: videoContents.progress,
    })
    .from(videoContents)
    .where(inArray(videoContents.status, ['queued', 'processing', 'failed']))
    .orderBy(
      sql`case ${videoContents.status} when 'processing' then 0 when 'queued' then 1 else 2 end`,
      asc(videoContents.createdAt),
    )
    .limit(limit);
}
