import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { AppContext } from '../../../context';
import { slot } from '../../../lib/context-slots';
import { storageOf } from '../../../lib/storage';
import { convertToHls, probe } from './ffmpeg';
import {
  type ClaimedVideoJob,
  claimVideoJob,
  failVideoJob,
  finishVideoJob,
  releaseVideoJob,
  reportProgress,
} from './job-repository';

/** How often each node looks for queued conversions. */
const POLL_MS = 10_000;
/** A conversion whose node has not reported for this long is taken over by another node. */
export const VIDEO_JOB_STALE_MS = 2 * 60_000;
/** How often a node converting a video saves its progress, which also says it still holds the job. */
const REPORT_MS = 2_000;

/** The conversions of one node. */
export interface VideoJobRunner {
  /** Starts polling (idempotent). */
  start(): void;
  /** Looks for work now (after a video is registered). */
  kick(): void;
  /**
   * Stops polling and ends the conversion under way, putting it back in the queue so that another
   * node takes it at once instead of after VIDEO_JOB_STALE_MS.
   */
  stop(): Promise<void>;
}

/** This node no longer holds the job: another node took it over (or the video was deleted). */
class ClaimLost extends Error {}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/**
 * Converts a claimed video. Progress is saved every REPORT_MS through the whole job (download,
 * conversion, upload), each save checking the claim: once it is lost, the work stops and nothing more
 * is written, so a node that was taken for dead cannot overwrite the node that took its job over.
 */
async function convert(ctx: AppContext, job: ClaimedVideoJob, stopping: AbortSignal): Promise<void> {
  const { video } = job;
  const storage = storageOf(ctx);
  const lost = new AbortController();
  const signal = AbortSignal.any([stopping, lost.signal]);
  let percent = 0;
  let heldAt = Date.now();
  const heartbeat = setInterval(() => {
    // Cut off from the database this node cannot tell whether it still holds the job: it gives up well
    // before another node may take the job over, rather than upload beside the new holder.
    if (Date.now() - heldAt > VIDEO_JOB_STALE_MS / 2) lost.abort(new ClaimLost());
    void reportProgress(ctx.db, job, percent, ctx.now()).then(
      (held) => {
        if (held) heldAt = Date.now();
        else lost.abort(new ClaimLost());
      },
      () => undefined,
    );
  }, REPORT_MS);
  heartbeat.unref();
  const work = await mkdtemp(join(tmpdir(), 'lms-video-'));
  try {
    const source = await storage.open(video.sourceKey);
    if (!source) throw new Error('The uploaded source file is missing.');
    const input = join(work, 'source');
    await pipeline(source.body, createWriteStream(input), { signal });
    const info = await probe(input);
    const out = join(work, 'hls');
    await mkdir(out);
    await convertToHls(
      ['-i', input],
      out,
      info,
      (p) => {
        percent = p;
      },
      signal,
    );
    for (const file of await filesUnder(out)) {
      signal.throwIfAborted();
      const path = relative(out, file).split('\\').join('/');
      await storage.put(`${video.key}/${path}`, await readFile(file));
    }
    signal.throwIfAborted();
    if (!(await finishVideoJob(ctx.db, job))) throw new ClaimLost();
  } catch (error) {
    if (lost.signal.aborted || error instanceof ClaimLost) throw new ClaimLost();
    throw error;
  } finally {
    clearInterval(heartbeat);
    await rm(work, { recursive: true, force: true });
  }
}

function createRunner(ctx: AppContext): VideoJobRunner {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  const stopping = new AbortController();

  const drain = async () => {
    for (;;) {
      const now = ctx.now();
      const job = await claimVideoJob(ctx.db, now, new Date(now.getTime() - VIDEO_JOB_STALE_MS));
      if (!job) return;
      if (stopping.signal.aborted) {
        await releaseVideoJob(ctx.db, job);
        return;
      }
      try {
        await convert(ctx, job, stopping.signal);
      } catch (error) {
        // A job taken over is the other node's now: nothing to write.
        if (error instanceof ClaimLost) continue;
        if (stopping.signal.aborted) {
          await releaseVideoJob(ctx.db, job);
          return;
        }
        ctx.metrics?.jobFailures.inc({ job: 'video conversion' });
        await failVideoJob(ctx.db, job, error instanceof Error ? error.message : String(error));
      }
    }
  };

  const tick = () => {
    if (stopping.signal.aborted) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          tick();
        }
      });
  };

  return {
    start() {
      if (timer || stopping.signal.aborted) return;
      timer = setInterval(tick, POLL_MS);
      timer.unref();
    },
    kick: tick,
    async stop() {
      stopping.abort();
      if (timer) clearInterval(timer);
      await running;
    },
  };
}

const runners = slot<VideoJobRunner>('video jobs');

/** The video conversion runner of an app context (one per node). */
export function videoJobsOf(ctx: AppContext): VideoJobRunner {
  return ctx.slots.get(runners, () => createRunner(ctx));
}
