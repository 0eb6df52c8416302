import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoContents } from '../src/db/schema';
import { insertVideo } from '../src/modules/content/staff/catalog-repository';
import { ffmpegAvailable } from '../src/modules/content/video-jobs/ffmpeg';
import {
  type ClaimedVideoJob,
  claimVideoJob,
  failVideoJob,
  finishVideoJob,
  reportProgress,
} from '../src/modules/content/video-jobs/job-repository';
import { VIDEO_JOB_STALE_MS, videoJobsOf } from '../src/modules/content/video-jobs/run-video-jobs';
import { buildCatalog, upload } from './support/content-fixtures';
import { staffSession } from './support/factories';
import { tempDataDir } from './support/temp-data-dir';
import { createTestApp, type TestApp } from './support/test-app';

// Video conversions are claimed rows: a node takes one with SKIP LOCKED under a new claim token, says
// it is alive every few seconds, and every write names its token. These tests play two nodes on one
// database: the test itself, through the repository, is the node that dies or stalls.
let t: TestApp;
const dataDir = tempDataDir();
let staff: string;
let itemId: string;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir.path });
  staff = await staffSession(t.app, ['contentUploader']);
  itemId = (await buildCatalog(t.app, staff, 'Physics')).lectureIds[0];
}, 120_000);
afterAll(async () => {
  await t.close();
  dataDir.remove();
});

const staleBefore = (now: Date) => new Date(now.getTime() - VIDEO_JOB_STALE_MS);
const stored = async (id: string) =>
  (await t.ctx.db.select().from(videoContents).where(eq(videoContents.id, id)))[0]!;

/** A source file ffmpeg converts in a moment, or (without ffmpeg) bytes whose conversion fails. */
async function sourceKey(): Promise<string> {
  if (!(await ffmpegAvailable())) return upload(t.app, staff, Buffer.from('no video here'), 'video/mp4');
  const work = mkdtempSync(join(tmpdir(), 'lms-src-'));
  const file = join(work, 'clip.mp4');
  execFileSync('ffmpeg', [
    ...[
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=320x240:rate=25:duration=2',
    ],
    ...['-c:v', 'libx264', file],
  ]);
  const key = await upload(t.app, staff, readFileSync(file), 'video/mp4');
  rmSync(work, { recursive: true, force: true });
  return key;
}

/** A conversion another node claimed just now (as `claimVideoJob` leaves it), and that node's hold on it. */
async function claimedElsewhere(source: string): Promise<ClaimedVideoJob> {
  const claim = randomUUID();
  const video = await insertVideo(t.ctx.db, {
    itemId,
    title: 'Lecture',
    key: `content/hls/${randomUUID()}`,
    sourceKey: source,
    status: 'processing',
    progress: 0,
    isAvailable: false,
    heartbeatAt: t.ctx.now(),
    claim,
  });
  return { video, claim };
}

describe('video conversion ownership', { timeout: 90_000 }, () => {
  it('takes over a job whose node died, and the dead node, come back, can write nothing', async () => {
    const dead = await claimedElsewhere(await sourceKey());
    // While its node still counts as alive, no other node takes the job.
    expect(await claimVideoJob(t.ctx.db, t.ctx.now(), staleBefore(t.ctx.now()))).toBeUndefined();

    // The node never reports again: past the stale time this node's runner takes the job and ends it.
    t.clock.advance(VIDEO_JOB_STALE_MS + 1000);
    videoJobsOf(t.ctx).kick();
    let row = await stored(dead.video.id);
    for (let i = 0; i < 240 && !['ready', 'failed'].includes(row.status); i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      row = await stored(dead.video.id);
    }
    const converted = await ffmpegAvailable();
    expect(row).toMatchObject(
      converted
        ? { status: 'ready', progress: 100, isAvailable: true, claim: null }
        : { status: 'failed', isAvailable: false, claim: null },
    );

    // The first node wakes up and carries on with its old claim: every write is refused.
    expect(await reportProgress(t.ctx.db, dead, 40, t.ctx.now())).toBe(false);
    expect(await finishVideoJob(t.ctx.db, dead)).toBe(false);
    expect(await failVideoJob(t.ctx.db, dead, 'ffmpeg crashed')).toBe(false);
    expect(await stored(dead.video.id)).toEqual(row);
  });

  it('shuts out a node that stalled once another took its job, while the new holder writes', async () => {
    const slow = await claimedElsewhere('content/uploads/none.mp4');
    t.clock.advance(VIDEO_JOB_STALE_MS + 1000);
    const now = t.ctx.now();
    // The test claims through the repository here: the runner waits for its next poll.
    const taken = await claimVideoJob(t.ctx.db, now, staleBefore(now));
    expect(taken?.video.id).toBe(slow.video.id);
    expect(taken!.claim).not.toBe(slow.claim);

    expect(await reportProgress(t.ctx.db, slow, 90, now)).toBe(false);
    expect(await reportProgress(t.ctx.db, taken!, 30, now)).toBe(true);
    expect(await finishVideoJob(t.ctx.db, slow)).toBe(false);
    expect(await stored(slow.video.id)).toMatchObject({ status: 'processing', progress: 30 });
    expect(await failVideoJob(t.ctx.db, taken!, 'The uploaded source file is missing.')).toBe(true);
    expect(await stored(slow.video.id)).toMatchObject({ status: 'failed', claim: null });
    // Nothing left to claim.
    expect(await claimVideoJob(t.ctx.db, now, staleBefore(now))).toBeUndefined();
  });
});
