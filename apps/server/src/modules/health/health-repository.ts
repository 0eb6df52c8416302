import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { examRescores, videoContents } from '../../db/schema';

/** Runs the smallest query: throws when the database does not answer. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Work the background jobs have not finished: exam re-scores requested, videos waiting for conversion. */
export async function countQueuedJobs(db: Queryable): Promise<Record<string, number>> {
  const [row] = await db
    .select({
      rescore: sql<number>`(SELECT count(*)::int FROM ${examRescores})`,
      video: sql<number>`(SELECT count(*)::int FROM ${videoContents} WHERE ${videoContents.status} IN ('queued', 'processing'))`,
    })
    .from(sql`(SELECT 1) AS one`);
  return { rescore: Number(row?.rescore ?? 0), video_conversion: Number(row?.video ?? 0) };
}
