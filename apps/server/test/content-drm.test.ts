import { contentRoutes, groupAccessRoutes, staffContentRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pallyConHash } from '../src/lib/drm/pallycon-token';
import { callRoute } from './support/call-route';
import { buildCatalog, type Catalog, callAs, uploadHls } from './support/content-fixtures';
import { makeGroup, newPhone, registeredStudent, signIn, staffSession } from './support/factories';
import { tempDataDir } from './support/temp-data-dir';
import { createTestApp, type TestApp } from './support/test-app';

const site = {
  siteId: 'TUTO',
  siteKey: 'lU5D8s3PWoLls3PWFWkClULlFWk5D8oC',
  accessKey: 'LT2FVJDp2Xr018zf4Di6lzvNOv3DKP20',
};

interface World {
  t: TestApp;
  dir: ReturnType<typeof tempDataDir>;
  catalog: Catalog;
  drmVideoId: string;
  student: string;
  username: string;
  outsider: string;
  outsiderName: string;
}

async function world(env: Record<string, string>): Promise<World> {
  const dir = tempDataDir();
  const t = await createTestApp({ DATA_DIR: dir.path, ...env });
  const staff = await staffSession(t.app, ['contentUploader']);
  const catalog = await buildCatalog(t.app, staff);
  const drm = await callAs(
    t.app,
    staffContentRoutes.registerVideo,
    {
      params: { itemId: catalog.lectureIds[0] },
      body: {
        title: 'Protected',
        hls: { key: await uploadHls(t.app, staff) },
        isPublished: true,
        isDrmEnabled: true,
        drmContentId: 'physics-lecture-1',
      },
    },
    staff,
  );
  const group = await makeGroup(t.ctx);
  await callAs(
    t.app,
    groupAccessRoutes.setGroupCourses,
    { params: { groupId: group }, body: { courseIds: [catalog.courseId] } },
    staff,
  );
  const [p1, p2] = [newPhone(), newPhone()];
  await registeredStudent(t.ctx, p1, 'secret12', [group]);
  await registeredStudent(t.ctx, p2);
  return {
    t,
    dir,
    catalog,
    drmVideoId: drm.body.data._id,
    student: await signIn(t.app, p1),
    username: `88${p1}`,
    outsider: await signIn(t.app, p2),
    outsiderName: `88${p2}`,
  };
}

const auth = (w: World, session: string, body: object) =>
  callAs(
    w.t.app,
    contentRoutes.drmAuth,
    {
      body: {
        userId: `student-${w.username}`,
        contentId: w.drmVideoId,
        platform: 'Widevine',
        ...body,
      },
    },
    session,
  );

describe('DRM without a provider', () => {
  let w: World;
  beforeAll(async () => {
    w = await world({});
  });
  afterAll(async () => {
    await w.t.close();
    w.dir.remove();
  });

  it('says a protected video is unavailable', async () => {
    const res = await auth(w, w.student, {});
    expect(res.status).toBe(503);
    expect(res.body.errors).toMatchObject({ title: 'Video unavailable', code: 'drmUnavailable' });
    const item = (
      await callAs(w.t.app, contentRoutes.lecture, { params: { id: w.catalog.lectureIds[0] } }, w.student)
    ).body.data;
    expect(item.videoContents.find((v: { _id: string }) => v._id === w.drmVideoId).isDrmEnabled).toBe('1');
  });
});

describe('DRM with PallyCon', () => {
  let w: World;
  beforeAll(async () => {
    w = await world({
      DRM_PROVIDER: 'pallycon',
      PALLYCON_SITE_ID: site.siteId,
      PALLYCON_SITE_KEY: site.siteKey,
      PALLYCON_ACCESS_KEY: site.accessKey,
    });
  });
  afterAll(async () => {
    await w.t.close();
    w.dir.remove();
  });

  it('issues a licence token for the student and the packaged content id, with the stream token', async () => {
    const res = await auth(w, w.student, {});
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      drmType: 'Widevine',
      licenseHeader: 'pallycon-customdata-v2',
      licenseUrl: 'https://license-global.pallycon.com/ri/licenseManager.do',
      certificateUrl: null,
    });
    const token = JSON.parse(Buffer.from(data.widevineToken, 'base64').toString('utf8'));
    expect(token).toMatchObject({
      drm_type: 'Widevine',
      site_id: 'TUTO',
      user_id: `student-${w.username}`,
      cid: 'physics-lecture-1',
      response_format: 'original',
    });
    expect(token.timestamp).toBe(
      w.t.clock
        .now()
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z'),
    );
    expect(token.hash).toBe(
      pallyConHash({
        ...site,
        drmType: 'Widevine',
        userId: token.user_id,
        cid: token.cid,
        policy: token.policy,
        timestamp: token.timestamp,
      }),
    );
    // the stream itself still needs its short-lived token
    const video = await callAs(
      w.t.app,
      staffContentRoutes.video,
      { params: { videoId: w.drmVideoId } },
      await staffSession(w.t.app),
    );
    const master = await callRoute(w.t.app, contentRoutes.hls, {
      params: { '*': `${video.body.data.key}/master.m3u8` },
      query: { token: data.accessToken },
    });
    expect(master.statusCode).toBe(200);
  });

  it('names the token by DRM system and gives FairPlay its certificate', async () => {
    const fairplay = (await auth(w, w.student, { platform: 'FairPlay' })).body.data;
    expect(fairplay.fairplayToken).toBeTruthy();
    expect(fairplay.widevineToken).toBeUndefined();
    expect(fairplay.certificateUrl).toBe(
      'https://license-global.pallycon.com/ri/fpsKeyManager.do?siteId=TUTO',
    );
    const playready = (await auth(w, w.student, { platform: 'PlayReady' })).body.data;
    expect(JSON.parse(Buffer.from(playready.playReadyToken, 'base64').toString()).drm_type).toBe('PlayReady');
  });

  it('refuses another user id, other students, unprotected videos and bad input', async () => {
    expect((await auth(w, w.student, { userId: 'student-8801999999999' })).status).toBe(403);
    expect((await auth(w, w.outsider, { userId: `student-${w.outsiderName}` })).status).toBe(404);
    expect((await auth(w, w.student, { contentId: w.catalog.videoId })).status).toBe(404);
    expect((await auth(w, w.student, { platform: 'Clearkey' })).status).toBe(400);
    expect((await auth(w, w.student, { contentId: 'x' })).status).toBe(400);
    const valid = { userId: `student-${w.username}`, contentId: w.drmVideoId, platform: 'Widevine' as const };
    expect((await callAs(w.t.app, contentRoutes.drmAuth, { body: valid }, undefined)).status).toBe(401);
  });
});
