import { staffContentRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegAvailable } from '../src/modules/content/video-jobs/ffmpeg';
import { buildCatalog, type Catalog, callAs, upload } from './support/content-fixtures';
import { newPhone, registeredStudent, signIn, staffSession } from './support/factories';
import { tempDataDir } from './support/temp-data-dir';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
const dataDir = tempDataDir();
let staff: string;
let catalog: Catalog;
const NIL = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir.path });
  staff = await staffSession(t.app, ['contentUploader']);
  catalog = await buildCatalog(t.app, staff, 'Preview');
});
afterAll(async () => {
  await t.close();
  dataDir.remove();
});

const hls = (path: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/${path}?token=${encodeURIComponent(token)}` });

describe('console video preview', () => {
  it('gives staff a token for an unpublished video that opens its playlist', async () => {
    const res = await callAs(
      t.app,
      staffContentRoutes.previewVideo,
      { params: { videoId: catalog.hiddenVideoId } },
      staff,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.url).toBe(`hls/${catalog.videoKey}/master.m3u8`);
    expect(res.body.data.expiresIn).toBe(20);
    const master = await hls(res.body.data.url, res.body.data.accessToken);
    expect(master.statusCode).toBe(200);
    expect(master.body).toContain('#EXTM3U');
  });

  it('refuses no session (401), students and other staff roles (403)', async () => {
    const params = { videoId: catalog.videoId };
    const phone = newPhone();
    await registeredStudent(t.ctx, phone);
    const student = await signIn(t.app, phone);
    expect((await callAs(t.app, staffContentRoutes.previewVideo, { params })).status).toBe(401);
    expect((await callAs(t.app, staffContentRoutes.previewVideo, { params }, student)).status).toBe(403);
    for (const role of ['mentor', 'moderator', 'questionUploader'] as const) {
      const other = await staffSession(t.app, [role]);
      expect((await callAs(t.app, staffContentRoutes.previewVideo, { params }, other)).status).toBe(403);
      expect((await callAs(t.app, staffContentRoutes.capabilities, {}, other)).status).toBe(403);
    }
    expect((await callAs(t.app, staffContentRoutes.capabilities, {})).status).toBe(401);
  });

  it('refuses (409) a video that is not converted yet', async () => {
    if (!(await ffmpegAvailable())) return;
    const sourceKey = await upload(t.app, staff, Buffer.from('not a video'), 'video/mp4');
    const made = await callAs(
      t.app,
      staffContentRoutes.registerVideo,
      { params: { itemId: catalog.lectureIds[1]! }, body: { title: 'Raw', sourceKey } },
      staff,
    );
    expect(made.status).toBe(201);
    const res = await callAs(
      t.app,
      staffContentRoutes.previewVideo,
      { params: { videoId: made.body.data._id } },
      staff,
    );
    expect(res.status).toBe(409);
    expect(res.body.errors.title).toBe('Not ready yet');
  });

  it('answers 400 for a bad id and 404 for an unknown video', async () => {
    const bad = await callAs(t.app, staffContentRoutes.previewVideo, { params: { videoId: 'nope' } }, staff);
    expect(bad.status).toBe(400);
    const unknown = await callAs(t.app, staffContentRoutes.previewVideo, { params: { videoId: NIL } }, staff);
    expect(unknown.status).toBe(404);
  });
});

describe('content capabilities', () => {
  it('says whether DRM is configured and whether ffmpeg can convert', async () => {
    const res = await callAs(t.app, staffContentRoutes.capabilities, {}, staff);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ drm: false, conversion: await ffmpegAvailable() });
  });
});
