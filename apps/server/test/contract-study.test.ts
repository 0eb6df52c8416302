// The original student client's account, profile, upload and study calls (items C7–C21 of docs/COMPATIBILITY.md), sent in
// its exact form against the demo institute.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type DemoAccounts, seedDemoAccounts } from '../src/seed/demo-accounts';
import { type DemoContent, seedDemoContent } from '../src/seed/demo-content';
import { type OriginalClient, playAsClient, sendAsClient, signInAsClient } from './contract-client';
import { tempDataDir } from './support/temp-data-dir';
import { createTestApp, type TestApp } from './support/test-app';

const dataDir = tempDataDir();
let t: TestApp;
let accounts: DemoAccounts;
let content: DemoContent;
let client: OriginalClient;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir.path });
  accounts = await seedDemoAccounts(t.ctx);
  content = await seedDemoContent(t.ctx, accounts);
  client = await signInAsClient(t.app, DEMO.studentPhone, DEMO.studentPassword);
});
afterAll(async () => {
  await t.close();
  dataDir.remove();
});

type Item = { _id: string; name: string; description: string; subjectId: string };

describe('account, OTP and password', () => {
  it('C7: registration: GET /student/otp/88<phone>, then set-password with data.phone as given', async () => {
    const phone = DEMO.admittedPhones[0]!;
    const otp = await sendAsClient(t.app, null, { method: 'GET', path: `/student/otp/88${phone}` });
    expect(otp.statusCode).toBe(200);
    const challenge = otp.json().data;
    expect(challenge).toMatchObject({ hash: expect.any(String), phone: expect.any(String) });
    expect(challenge.otp).toMatch(/^\d{6}$/);
    const set = await sendAsClient(t.app, null, {
      method: 'PATCH',
      path: '/student/set-password',
      body: { otp: challenge.otp, hash: challenge.hash, phone: challenge.phone, password: 'newpass1' },
    });
    expect(set.statusCode).toBe(200);
    expect((await signInAsClient(t.app, phone, 'newpass1')).student.id).toEqual(expect.any(String));
  });

  it('C7: reset: a body-less PATCH /student/forgot-password/88<phone>, then ?forgotPassword=true', async () => {
    const phone = DEMO.admittedPhones[1]!;
    const register = (
      await sendAsClient(t.app, null, { method: 'GET', path: `/student/otp/${phone}` })
    ).json().data;
    await sendAsClient(t.app, null, {
      method: 'PATCH',
      path: '/student/set-password',
      body: { otp: register.otp, hash: register.hash, phone: register.phone, password: 'first12' },
    });
    const forgot = await sendAsClient(t.app, null, {
      method: 'PATCH',
      path: `/student/forgot-password/88${phone}`,
    });
    expect(forgot.statusCode).toBe(200);
    const challenge = forgot.json().data;
    const reset = await sendAsClient(t.app, null, {
      method: 'PATCH',
      path: '/student/set-password?forgotPassword=true',
      body: { otp: challenge.otp, hash: challenge.hash, phone: challenge.phone, password: 'second12' },
    });
    expect(reset.statusCode).toBe(200);
    await signInAsClient(t.app, phone, 'second12');
  });

  it('C7: a wrong code answers errors.title', async () => {
    const phone = DEMO.admittedPhones[2]!;
    const challenge = (
      await sendAsClient(t.app, null, { method: 'GET', path: `/student/otp/88${phone}` })
    ).json().data;
    const wrong = challenge.otp === '000000' ? '111111' : '000000';
    const set = await sendAsClient(t.app, null, {
      method: 'PATCH',
      path: '/student/set-password',
      body: { otp: wrong, hash: challenge.hash, phone: challenge.phone, password: 'newpass1' },
    });
    expect(set.statusCode).toBe(400);
    expect(set.json().errors.title).toEqual(expect.any(String));
  });

  it('C8: GET auth/logout answers 200 and the session ends (then 401 notLoggedIn)', async () => {
    const other = await signInAsClient(t.app, DEMO.noGroupPhone, DEMO.studentPassword);
    expect((await other.get('auth/logout')).statusCode).toBe(200);
    const after = await other.get('/student/profile');
    expect(after.statusCode).toBe(401);
    expect(after.json().errors.code).toBe('notLoggedIn');
  });
});

describe('profile and uploads', () => {
  it('C9: GET /student/profile has every field the client reads', async () => {
    const data = (await client.get('/student/profile')).json().data;
    for (const field of [
      '_id',
      'name',
      'sid',
      'username',
      'contact',
      'session',
      'code',
      'link',
      'profilePic',
    ])
      expect(data).toHaveProperty(field);
    expect(data).toHaveProperty('SSCGPA');
    expect(data).toHaveProperty('HSCGPA');
    expect(data.branch).toMatchObject({ name: expect.any(String), division: expect.any(String) });
    expect(data.groups).toContainEqual(
      expect.objectContaining({ _id: accounts.groupId, name: DEMO.groupName }),
    );
    expect(Array.isArray(data.notifications)).toBe(true);
    expect(data.courses[0]).toMatchObject({
      _id: expect.any(String),
      name: expect.any(String),
      description: expect.any(String),
      image: expect.any(String),
    });
    expect(Array.isArray(data.exams)).toBe(true);
  });

  it('C11: GET /content/signed-request gives an absolute signedUrl; a plain PUT stores the file', async () => {
    const res = await client.send({
      method: 'GET',
      path: '/content/signed-request?mimeType=image/png',
      headers: { host: 'lms.example.org' },
    });
    const { signedUrl, key } = res.json().data;
    expect(signedUrl).toMatch(/^http:\/\/lms\.example\.org\/api\/files\//);
    expect(key).toMatch(/^uploads\//);
    expect(key.startsWith('user')).toBe(false);
    const url = new URL(signedUrl);
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201cb2a43d70000000049454e44ae426082',
      'hex',
    );
    const put = await t.app.inject({
      method: 'PUT',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'image/png' },
      payload: png,
    });
    expect(put.statusCode).toBeLessThan(300);
    (globalThis as { uploadedKey?: string }).uploadedKey = key;
  });

  it('C10: PATCH /student/profile {SSCGPA, HSCGPA, profilePic} answers the whole profile', async () => {
    const profilePic = (globalThis as { uploadedKey?: string }).uploadedKey;
    const res = await client.patch('/student/profile', { SSCGPA: 4.5, HSCGPA: 5, profilePic });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ SSCGPA: 4.5, HSCGPA: 5, profilePic, _id: client.student.id });
    expect(Array.isArray(data.notifications)).toBe(true);
    expect(Array.isArray(data.groups)).toBe(true);
  });
});

describe('courses, subjects, items and content', () => {
  it('C13: GET /group/<groupId> lists every item of the course the group sees whole', async () => {
    const group = (await client.get(`/group/${accounts.groupId}`)).json().data;
    expect(group.courseId).toEqual(expect.any(String));
    for (const [list, field] of [
      ['lectures', 'lectureId'],
      ['chapters', 'chapterId'],
      ['questionSolves', 'questionSolveId'],
    ] as const) {
      expect(group[list].length).toBeGreaterThan(0);
      for (const entry of group[list]) {
        expect(entry[field]).toMatchObject({
          _id: expect.any(String),
          name: expect.any(String),
          description: expect.any(String),
          subjectId: expect.any(String),
        });
      }
    }
    const chapterIds = group.chapters.map((c: { chapterId: Item }) => c.chapterId._id);
    expect(chapterIds).toContain(content.chapterId);
  });

  it('C14: GET /{chapter|lecture|question-solve}/by-subject-id/<id> answers the subject with its list', async () => {
    const [physics] = content.subjectIds;
    const group = (await client.get(`/group/${accounts.groupId}`)).json().data;
    for (const [kind, list, field] of [
      ['chapter', 'chapters', 'chapterId'],
      ['lecture', 'lectures', 'lectureId'],
      ['question-solve', 'questionSolves', 'questionSolveId'],
    ] as const) {
      const res = await client.get(`/${kind}/by-subject-id/${physics}`);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data._id).toBe(physics);
      expect(data[list].length).toBeGreaterThan(0);
      // Each item the client lists is in both lists (C13 and C14).
      const inGroup = new Set(group[list].map((e: Record<string, Item>) => e[field]!._id));
      for (const item of data[list]) expect(inGroup.has(item._id)).toBe(true);
    }
  });

  it('C14: GET /subject/by-course-id/<courseId> holds: data[] {_id, name, image}', async () => {
    const data = (await client.get(`/subject/by-course-id/${content.courseId}`)).json().data;
    expect(data.map((s: { _id: string }) => s._id)).toEqual(expect.arrayContaining(content.subjectIds));
    expect(data[0]).toMatchObject({
      _id: expect.any(String),
      name: expect.any(String),
      image: expect.any(String),
    });
  });

  it('C15: GET /chapter/<id> holds: contents, videoContents and fileContents with the fields read', async () => {
    const data = (await client.get(`/chapter/${content.chapterId}`)).json().data;
    expect(Array.isArray(data.contents)).toBe(true);
    const video = data.videoContents.find((v: { _id: string }) => v._id === content.videoId);
    expect(video).toMatchObject({
      title: expect.any(String),
      URL: expect.any(String),
      key: expect.any(String),
      thumbnail: expect.any(String),
      isVOD: expect.any(Boolean),
      isDrmEnabled: '0',
      isPublished: true,
      type: 'video',
    });
    expect(Array.isArray(video.subjects)).toBe(true);
    expect(data.fileContents.find((f: { _id: string }) => f._id === content.noteId)).toMatchObject({
      title: expect.any(String),
      key: expect.any(String),
      createdAt: expect.any(String),
      type: 'file',
    });
  });

  it('C15: GET /lecture/<id> and /question-solve/<id> hold the same lists as a chapter', async () => {
    const group = (await client.get(`/group/${accounts.groupId}`)).json().data;
    for (const [kind, list, field] of [
      ['lecture', 'lectures', 'lectureId'],
      ['question-solve', 'questionSolves', 'questionSolveId'],
    ] as const) {
      const itemId = (group[list][0] as Record<string, Item>)[field]!._id;
      const res = await client.get(`/${kind}/${itemId}`);
      expect(res.statusCode, kind).toBe(200);
      const data = res.json().data;
      expect(Array.isArray(data.contents), kind).toBe(true);
      expect(Array.isArray(data.videoContents), kind).toBe(true);
      expect(Array.isArray(data.fileContents), kind).toBe(true);
      for (const video of data.videoContents)
        expect(video).toMatchObject({
          _id: expect.any(String),
          title: expect.any(String),
          URL: expect.any(String),
          key: expect.any(String),
          isVOD: expect.any(Boolean),
          isDrmEnabled: expect.stringMatching(/^[01]$/),
          isPublished: expect.any(Boolean),
          subjects: expect.any(Array),
          type: 'video',
        });
      for (const file of data.fileContents)
        expect(file).toMatchObject({
          _id: expect.any(String),
          title: expect.any(String),
          key: expect.any(String),
          createdAt: expect.any(String),
          type: 'file',
        });
    }
  });

  it('C21 and C17: subject start, mark-as-complete, then the completion lists the ids', async () => {
    const [physics] = content.subjectIds;
    const start = await client.post('/subject/start', { courseId: content.courseId, subjectId: physics });
    expect([200, 409]).toContain(start.statusCode);
    for (const [contentId, type] of [
      [content.videoId, 'video'],
      [content.noteId, 'file'],
    ] as const) {
      const done = await client.patch(`/content/mark-as-complete/${contentId}`, {
        courseId: content.courseId,
        subjectId: physics,
        type,
      });
      expect(done.statusCode).toBe(200);
    }
    const completion = (await client.get(`/course/${content.courseId}/subject-completion`)).json().data;
    const entry = completion.find((e: { subjectId: string }) => e.subjectId === physics);
    expect(entry).toMatchObject({ _id: expect.any(String), courseId: content.courseId, subjectId: physics });
    expect(entry.video).toContain(content.videoId);
    expect(entry.file).toContain(content.noteId);
    expect(new Set(completion.map((e: { _id: string }) => e._id)).size).toBe(completion.length);
  });
});

describe('video tokens and HLS', () => {
  async function demoVideo() {
    const data = (await client.get(`/chapter/${content.chapterId}`)).json().data;
    return data.videoContents.find((v: { _id: string }) => v._id === content.videoId) as {
      URL: string;
      key: string;
    };
  }

  it('C18: POST lecture/getToken {key: <video URL>} answers data.accessToken (the key still works)', async () => {
    const video = await demoVideo();
    const byUrl = await client.post('lecture/getToken', { key: video.URL });
    expect(byUrl.statusCode).toBe(200);
    expect(byUrl.json().data.accessToken).toEqual(expect.any(String));
    const byKey = await client.post('lecture/getToken', { key: video.key });
    expect(byKey.json().data.accessToken).toEqual(expect.any(String));
  });

  it('C19: the playlist at the asset base + URL and its children load with a Bearer token only', async () => {
    const video = await demoVideo();
    const { accessToken } = (await client.post('lecture/getToken', { key: video.URL })).json().data;
    const masterUrl = `/api/files/${video.URL}`;
    const bearer = { authorization: `Bearer ${accessToken}` };
    // Children resolve relative to the playlist, as video.js resolves them.
    const [master, playlist, segment] = await playAsClient(t.app, masterUrl, bearer);
    expect(master!.body).toContain('#EXTM3U');
    expect(playlist!.statusCode).toBe(200);
    expect(segment!.statusCode).toBe(200);
    expect(segment!.rawPayload.length).toBeGreaterThan(0);

    expect((await t.app.inject({ method: 'GET', url: masterUrl })).statusCode).toBe(403);
    const forged = await t.app.inject({
      method: 'GET',
      url: masterUrl,
      headers: { authorization: 'Bearer x.y' },
    });
    expect(forged.statusCode).toBe(403);
  });
});

describe('note download and DRM', () => {
  it('C16: GET <asset base><fileContents[].key> downloads the note with no headers; the key ends in its extension', async () => {
    const data = (await client.get(`/chapter/${content.chapterId}`)).json().data;
    const note = data.fileContents.find((f: { _id: string }) => f._id === content.noteId);
    expect(note.key.slice(note.key.lastIndexOf('.') + 1)).toBe('pdf');
    const res = await t.app.inject({ method: 'GET', url: `/api/files/${note.key}` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('C16: the signature is short-lived and bound to its key', async () => {
    const data = (await client.get(`/chapter/${content.chapterId}`)).json().data;
    const key: string = data.fileContents.find((f: { _id: string }) => f._id === content.noteId).key;
    const [, expires, sig, ...rest] = key.split('/');
    const bare = rest.join('/');
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${bare}` })).statusCode).toBe(403);
    const other = `signed/${expires}/${sig}/${bare.replace(/\.pdf$/, '-other.pdf')}`;
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${other}` })).statusCode).toBe(403);
    t.clock.advance(16 * 60 * 1000);
    try {
      expect((await t.app.inject({ method: 'GET', url: `/api/files/${key}` })).statusCode).toBe(403);
    } finally {
      t.clock.advance(-16 * 60 * 1000);
    }
  });

  it('C20: POST content/drm-auth takes the lower-case platform (the body is valid; this video has no DRM)', async () => {
    for (const platform of ['widevine', 'playready', 'fairplay']) {
      const res = await client.post('content/drm-auth', {
        userId: `student-${client.student.username}`,
        contentId: content.videoId,
        platform,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().errors.title).toBe('Not protected');
    }
  });
});
