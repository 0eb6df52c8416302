// The original student client's DRM playback (items C18–C20 of docs/COMPATIBILITY.md, for a protected video), sent in its
// exact form: the licence's content id is the second path segment of the video's URL.
import { staffContentRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OriginalClient, playAsClient, signInAsClient } from './contract-client';
import { buildCatalog, type Catalog, callAs, studentOfCourse, uploadHls } from './support/content-fixtures';
import { staffSession } from './support/factories';
import { tempDataDir } from './support/temp-data-dir';
import { createTestApp, type TestApp } from './support/test-app';

const dataDir = tempDataDir();
let t: TestApp;
let catalog: Catalog;
let drmVideoId: string;
let client: OriginalClient;

interface Video {
  _id: string;
  URL: string;
  isDrmEnabled: '0' | '1';
}

beforeAll(async () => {
  t = await createTestApp({
    DATA_DIR: dataDir.path,
    DRM_PROVIDER: 'pallycon',
    PALLYCON_SITE_ID: 'TUTO',
    PALLYCON_SITE_KEY: 'lU5D8s3PWoLls3PWFWkClULlFWk5D8oC',
    PALLYCON_ACCESS_KEY: 'LT2FVJDp2Xr018zf4Di6lzvNOv3DKP20',
  });
  const staff = await staffSession(t.app, ['contentUploader']);
  catalog = await buildCatalog(t.app, staff);
  const drm = await callAs(
    t.app,
    staffContentRoutes.registerVideo,
    {
      params: { itemId: catalog.lectureIds[0]! },
      body: {
        title: 'Protected',
        hls: { key: await uploadHls(t.app, staff) },
        isPublished: true,
        isDrmEnabled: true,
      },
    },
    staff,
  );
  drmVideoId = drm.body.data._id;
  client = await signInAsClient(t.app, await studentOfCourse(t, staff, catalog.courseId), 'secret12');
});
afterAll(async () => {
  await t.close();
  dataDir.remove();
});

async function lectureVideos(): Promise<Video[]> {
  return (await client.get(`/lecture/${catalog.lectureIds[0]}`)).json().data.videoContents;
}

/** What the client sends as `contentId`: the URL's second path segment, up to its first dot. */
const contentIdOf = (url: string) => url.split('/')[1]!.split('.')[0]!;

describe('DRM playback', () => {
  it("C20: the contentId the client derives from a DRM video's URL is the video's id, and the licence is issued", async () => {
    const video = (await lectureVideos()).find((v) => v._id === drmVideoId)!;
    expect(video.isDrmEnabled).toBe('1');
    expect(contentIdOf(video.URL)).toBe(drmVideoId);
    for (const [platform, field] of [
      ['widevine', 'widevineToken'],
      ['playready', 'playReadyToken'],
      ['fairplay', 'fairplayToken'],
    ] as const) {
      const res = await client.post('content/drm-auth', {
        userId: `student-${client.student.username}`,
        contentId: contentIdOf(video.URL),
        platform,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('200');
      const token = JSON.parse(Buffer.from(res.json().data[field], 'base64').toString('utf8'));
      expect(token).toMatchObject({ user_id: `student-${client.student.username}`, cid: drmVideoId });
    }
  });

  it("C20: a DRM video's URL still gets its token (C18) and plays under the asset base with a Bearer token (C19)", async () => {
    const video = (await lectureVideos()).find((v) => v._id === drmVideoId)!;
    const token = await client.post('lecture/getToken', { key: video.URL });
    expect(token.statusCode).toBe(200);
    const bearer = { authorization: `Bearer ${token.json().data.accessToken}` };
    const masterUrl = `/api/files/${video.URL}`;
    const [master, playlist, segment] = await playAsClient(t.app, masterUrl, bearer);
    expect(master!.body).toContain('#EXTM3U');
    expect([playlist!.statusCode, segment!.statusCode]).toEqual([200, 200]);
    expect((await t.app.inject({ method: 'GET', url: masterUrl })).statusCode).toBe(403);
    // Our web app's player loads the same URL under the API base with ?token=.
    const ours = await t.app.inject({
      method: 'GET',
      url: `/api/${video.URL}?token=${token.json().data.accessToken}`,
    });
    expect(ours.statusCode).toBe(200);
  });

  it("C20: another video's id in front of the folder does not open it without that folder's token", async () => {
    const video = (await lectureVideos()).find((v) => v._id === drmVideoId)!;
    const other = (await lectureVideos()).find((v) => v._id !== drmVideoId)!;
    const { accessToken } = (await client.post('lecture/getToken', { key: other.URL })).json().data;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/files/${video.URL}`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(res.statusCode).toBe(403);
  });
});
