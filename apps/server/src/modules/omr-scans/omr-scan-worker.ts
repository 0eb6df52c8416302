import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import { slot } from '../../lib/context-slots';
import { unfinishedScanIds } from './omr-scan-repository';
import { readOmrScan, STALE_CLAIM_MS } from './read-omr-scan';

/** The queue job that reads one scan (`{ scanId }`). */
export const OMR_SCAN_JOB = 'omr-scan-read';

const working = slot<Promise<void>>('omr scan worker');

/** Works the scan-reading jobs on this node (once per node). */
export function workOmrScanJobs(ctx: AppContext): Promise<void> {
  return ctx.slots.get(working, () =>
    ctx.jobs
      .work<{ scanId: string }>(OMR_SCAN_JOB, ({ scanId }) => readOmrScan(ctx, scanId))
      .catch((err: unknown) => {
        ctx.slots.delete(working); // not working here yet: the next call tries again
        throw err;
      }),
  );
}

/**
 * Queues a run reading the scan (and works the jobs here). A fresh key per call: a read put back in
 * the queue must run again; the read's claim makes a second run at once a no-op.
 */
export async function queueOmrScanRead(ctx: AppContext, scanId: string): Promise<void> {
  await workOmrScanJobs(ctx);
  await ctx.jobs.send(OMR_SCAN_JOB, { scanId }, { singletonKey: `${scanId}:${randomUUID()}`, retryLimit: 2 });
}

/**
 * At a node's start: works the jobs, and queues again the reads left queued or abandoned (the embedded
 * database's in-process queue ends with its process; a node may die holding a read).
 */
export async function resumeOmrScans(ctx: AppContext): Promise<void> {
  await workOmrScanJobs(ctx);
  const staleBefore = new Date(ctx.now().getTime() - STALE_CLAIM_MS);
  for (const scanId of await unfinishedScanIds(ctx.db, staleBefore)) await queueOmrScanRead(ctx, scanId);
}
