import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { AppContext } from '../../../context';
import { slot } from '../../../lib/context-slots';
import { storageOf } from '../../../lib/storage';
import type { VideoRow } from '../content-repository';
import { convertToHls, probe } from './ffmpeg';
import { claimVideoJob, failVideoJob, finishVideoJob, reportProgress } from './job-repository';

/** How often each node looks for queued conversions. */
const POLL_MS = 10_000;
/** A conversion whose node has not reported for this long is taken over by another node. */
const STALE_MS = 2 * 60_000;
/** Progress is saved at most this often. */
const REPORT_MS = 2_000;

/** The conversions of one node. */
export interface VideoJobRunner {
  /** Starts polling (idempotent). */
  start(): void;
  /** Looks for work now (after a video is registered). */
  kick(): void;
  /** Stops polling and waits for the conversion under way. */
  stop(): Promise<void>;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

async function convert(ctx: AppContext, video: VideoRow): Promise<void> {
  const storage = storageOf(ctx);
  const work = await mkdtemp(join(tmpdir(), 'lms-video-'));
  try {
    const source = await storage.open(video.sourceKey);
    if (!source) throw new Error('The uploaded source file is missing.');
    const input = join(work, 'source');
    await pipeline(source.body, createWriteStream(input));
    const info = await probe(input);
    const out = join(work, 'hls');
    await mkdir(out);
    let lastReport = 0;
    await convertToHls(['-i', input], out, info, (percent) => {
      const now = Date.now();
      if (now - lastReport < REPORT_MS) return;
      lastReport = now;
      void reportProgress(ctx.db, video.id, percent, ctx.now()).catch(() => undefined);
    });
    for (const file of await filesUnder(out)) {
      const path = relative(out, file).split('\\').join('/');
      await storage.put(`${video.key}/${path}`, await readFile(file));
    }
    await finishVideoJob(ctx.db, video.id);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

function createRunner(ctx: AppContext): VideoJobRunner {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const drain = async () => {
    for (;;) {
      const now = ctx.now();
      const job = await claimVideoJob(ctx.db, now, new Date(now.getTime() - STALE_MS));
      if (!job || stopped) return;
      try {
        await convert(ctx, job);
      } catch (error) {
        ctx.metrics?.jobFailures.inc({ job: 'video conversion' });
        await failVideoJob(ctx.db, job.id, error instanceof Error ? error.message : String(error));
      }
    }
  };

  const tick = () => {
    if (stopped) return;
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
      if (timer || stopped) return;
      timer = setInterval(tick, POLL_MS);
      timer.unref();
    },
    kick: tick,
    async stop() {
      stopped = true;
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
