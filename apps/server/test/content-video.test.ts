import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentRoutes, groupAccessRoutes, staffContentRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegAvailable } from '../src/modules/content/video-jobs/ffmpeg';
import { callRoute } from './support/call-route';
import { buildCatalog, type Catalog, callAs, TINY_HLS, upload } from './support/content-fixtures';
import { makeGroup, newPhone, registeredStudent, signIn, staffSession } from './support/factories';
import { type LocalS3, startLocalS3 } from './support/local-s3';
import { tempDataDir } from './support/temp-data-dir';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
const dataDir = tempDataDir();
let staff: string;
let physics: Catalog;
let chemistry: Catalog;
let student: string;
let outsider: string;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir.path });
  staff = await staffSession(t.app, ['contentUploader']);
  physics = await buildCatalog(t.app, staff, 'Physics');
  chemistry = await buildCatalog(t.app, staff, 'Chemistry');
  const group = await makeGroup(t.ctx);
  await callAs(
    t.app,
    groupAccessRoutes.setGroupCourses,
    { params: { groupId: group }, body: { courseIds: [physics.courseId] } },
    staff,
  );
  const [p1, p2] = [newPhone(), newPhone()];
  await registeredStudent(t.ctx, p1, 'secret12', [group]);
  await registeredStudent(t.ctx, p2, 'secret12', [await makeGroup(t.ctx)]);
  student = await signIn(t.app, p1);
  outsider = await signIn(t.app, p2);
});
afterAll(async () => {
  await t.close();
  dataDir.remove();
});

const token = async (session: string, key: string) =>
  callAs(t.app, contentRoutes.videoToken, { body: { key } }, session);
const hls = (path: string, accessToken?: string) =>
  callRoute(t.app, contentRoutes.hls, { params: { '*': path }, query: { token: accessToken } });

describe('protected HLS', () => {
  it('serves playlists and segments only with a fresh access token of the student', async () => {
    const res = await token(student, physics.videoKey);
    expect(res.status).toBe(200);
    expect(res.body.data.expiresIn).toBe(20);
    const { accessToken } = res.body.data;

    const master = await hls(`${physics.videoKey}/master.m3u8`, accessToken);
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    expect(master.body).toBe(TINY_HLS['master.m3u8']!.toString());
    expect(master.headers['cache-control']).toBe('private, no-store');
    const segment = await hls(`${physics.videoKey}/v0/seg_000.m4s`, accessToken);
    expect(segment.statusCode).toBe(200);
    expect(segment.rawPayload.equals(TINY_HLS['v0/seg_000.m4s']!)).toBe(true);

    // a copied address stops working within seconds
    expect((await hls(`${physics.videoKey}/master.m3u8`)).statusCode).toBe(403);
    t.clock.advance(21_000);
    const late = await hls(`${physics.videoKey}/v0/seg_000.m4s`, accessToken);
    expect(late.statusCode).toBe(403);
    expect(late.json().errors.title).toBe('Token expired');
  });

  it('binds a token to its video folder, and refuses forged tokens', async () => {
    const { accessToken } = (await token(student, physics.videoKey)).body.data;
    expect((await hls(`${chemistry.videoKey}/master.m3u8`, accessToken)).statusCode).toBe(403);
    expect(
      (await hls(`${physics.videoKey}/../${chemistry.videoKey}/master.m3u8`, accessToken)).statusCode,
    ).toBe(403);
    const forged = `${accessToken.slice(0, -4)}0000`;
    expect((await hls(`${physics.videoKey}/master.m3u8`, forged)).json().errors.title).toBe('Invalid token');
  });

  it('gives tokens only for published videos the student may watch', async () => {
    expect((await token(outsider, physics.videoKey)).status).toBe(404);
    expect((await token(student, chemistry.videoKey)).status).toBe(404);
    expect((await token(student, 'content/hls/none')).status).toBe(404);
    expect((await token(student, '')).status).toBe(400);
    expect(
      (await callAs(t.app, contentRoutes.videoToken, { body: { key: physics.videoKey } }, undefined)).status,
    ).toBe(401);
    await callAs(
      t.app,
      staffContentRoutes.updateVideo,
      { params: { videoId: physics.videoId }, body: { isPublished: false } },
      staff,
    );
    try {
      // the draft sharing the folder is unpublished too
      expect((await token(student, physics.videoKey)).status).toBe(404);
    } finally {
      await callAs(
        t.app,
        staffContentRoutes.updateVideo,
        { params: { videoId: physics.videoId }, body: { isPublished: true } },
        staff,
      );
    }
  });
});

describe('video files converted by ffmpeg', async () => {
  const hasFfmpeg = await ffmpegAvailable();

  it.skipIf(!hasFfmpeg)(
    'queues a conversion, ends it at 100% and makes HLS renditions students can play',
    async () => {
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
          'testsrc2=size=640x360:rate=25:duration=3',
        ],
        ...[
          '-f',
          'lavfi',
          '-i',
          'sine=frequency=440:duration=3',
          '-c:v',
          'libx264',
          '-c:a',
          'aac',
          '-shortest',
          file,
        ],
      ]);
      const sourceKey = await upload(t.app, staff, readFileSync(file), 'video/mp4');
      rmSync(work, { recursive: true, force: true });

      const res = await callAs(
        t.app,
        staffContentRoutes.registerVideo,
        {
          params: { itemId: physics.lectureIds[1] },
          body: {
            title: 'Converted',
            sourceKey,
            isPublished: true,
          },
        },
        staff,
      );
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ status: 'queued', progress: 0, isAvailable: false });
      const videoId = res.body.data._id;
      // hidden from students while it converts
      const before = (
        await callAs(t.app, contentRoutes.lecture, { params: { id: physics.lectureIds[1] } }, student)
      ).body.data;
      expect(before.videoContents).toEqual([]);

      let video = res.body.data;
      for (let i = 0; i < 120 && !['ready', 'failed'].includes(video.status); i++) {
        await new Promise((r) => setTimeout(r, 500));
        video = (await callAs(t.app, staffContentRoutes.video, { params: { videoId } }, staff)).body.data;
      }
      expect(video).toMatchObject({ status: 'ready', progress: 100, isAvailable: true, error: '' });

      const watch = (
        await callAs(t.app, contentRoutes.lecture, { params: { id: physics.lectureIds[1] } }, student)
      ).body.data;
      expect(watch.videoContents.map((v: { _id: string }) => v._id)).toEqual([videoId]);
      const { accessToken } = (await token(student, video.key)).body.data;
      const master = await hls(`${video.key}/master.m3u8`, accessToken);
      expect(master.statusCode).toBe(200);
      expect(master.body).toMatch(/#EXT-X-STREAM-INF:.*RESOLUTION=426x240[\s\S]*v0\/index\.m3u8/);
      expect(master.body).toMatch(/RESOLUTION=640x360[\s\S]*v1\/index\.m3u8/);
      const media = await hls(`${video.key}/v0/index.m3u8`, accessToken);
      expect(media.body).toMatch(/#EXT-X-MAP:URI="init(_0)?\.mp4"/);
      const first = media.body.split('\n').find((l) => l.endsWith('.m4s'));
      const segment = await hls(`${video.key}/v0/${first}`, accessToken);
      expect(segment.statusCode).toBe(200);
      expect(segment.rawPayload.length).toBeGreaterThan(1000);
    },
    90_000,
  );

  it.skipIf(!hasFfmpeg)(
    'marks a conversion failed when the file is not a video',
    async () => {
      const sourceKey = await upload(t.app, staff, Buffer.from('not a video at all'), 'video/mp4');
      const res = await callAs(
        t.app,
        staffContentRoutes.registerVideo,
        {
          params: { itemId: physics.lectureIds[1] },
          body: {
            title: 'Broken',
            sourceKey,
          },
        },
        staff,
      );
      let video = res.body.data;
      for (let i = 0; i < 60 && !['ready', 'failed'].includes(video.status); i++) {
        await new Promise((r) => setTimeout(r, 250));
        video = (await callAs(t.app, staffContentRoutes.video, { params: { videoId: video._id } }, staff))
          .body.data;
      }
      expect(video.status).toBe('failed');
      expect(video.error).not.toBe('');
      expect(video.isAvailable).toBe(false);
      const made = await callAs(
        t.app,
        staffContentRoutes.updateVideo,
        { params: { videoId: video._id }, body: { isAvailable: true } },
        staff,
      );
      expect(made.status).toBe(409);
    },
    60_000,
  );
});

describe('protected HLS and notes on S3', () => {
  let s3: LocalS3;
  let app: TestApp;
  const dir = tempDataDir();
  let catalog: Catalog;
  let viewer: string;

  beforeAll(async () => {
    s3 = await startLocalS3();
    app = await createTestApp({ DATA_DIR: dir.path, ...s3.env });
    const uploader = await staffSession(app.app, ['contentUploader']);
    catalog = await buildCatalog(app.app, uploader, 'Biology');
    const group = await makeGroup(app.ctx);
    await callAs(
      app.app,
      groupAccessRoutes.setGroupCourses,
      { params: { groupId: group }, body: { courseIds: [catalog.courseId] } },
      uploader,
    );
    const phone = newPhone();
    await registeredStudent(app.ctx, phone, 'secret12', [group]);
    viewer = await signIn(app.app, phone);
  });
  afterAll(async () => {
    await app.close();
    await s3.close();
    dir.remove();
  });

  it('proxies playlists through the token check and sends segments to short presigned bucket URLs', async () => {
    const { accessToken } = (
      await callAs(app.app, contentRoutes.videoToken, { body: { key: catalog.videoKey } }, viewer)
    ).body.data;
    const get = (path: string, token = accessToken) =>
      callRoute(app.app, contentRoutes.hls, {
        params: { '*': `${catalog.videoKey}/${path}` },
        query: { token },
      });
    const master = await get('master.m3u8');
    expect(master.statusCode).toBe(200);
    expect(master.body).toBe(TINY_HLS['master.m3u8']!.toString());
    const segment = await get('v0/seg_000.m4s');
    expect(segment.statusCode).toBe(302);
    const location = String(segment.headers.location);
    expect(location).toContain('X-Amz-Expires=30');
    const bytes = Buffer.from(await (await fetch(location)).arrayBuffer());
    expect(bytes.equals(TINY_HLS['v0/seg_000.m4s']!)).toBe(true);
    expect((await get('v0/seg_000.m4s', 'forged.token')).statusCode).toBe(403);
  });

  it('downloads a note straight from the bucket through a presigned URL', async () => {
    const { url } = (
      await callAs(app.app, contentRoutes.fileUrl, { params: { fileId: catalog.fileId } }, viewer)
    ).body.data;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/lms-test\/content\//);
    const note = await fetch(url);
    expect(note.status).toBe(200);
    expect(Buffer.from(await note.arrayBuffer()).equals(catalog.noteBytes)).toBe(true);
  });
});
