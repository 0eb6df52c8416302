// The original student client's session header and envelopes (items C1–C4 of docs/COMPATIBILITY.md), sent in its exact form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, seedDemoAccounts } from '../src/seed/demo-accounts';
import { seedDemoQa } from '../src/seed/demo-qa';
import { type OriginalClient, sendAsClient, signInAsClient } from './contract-client';
import { tempDataDir } from './support/temp-data-dir';
import { createTestApp, type TestApp } from './support/test-app';

const dataDir = tempDataDir();
let t: TestApp;
let client: OriginalClient;
let forum: { courseId: string; subjectId: string; chapterId: string };

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir.path });
  const accounts = await seedDemoAccounts(t.ctx);
  const qa = await seedDemoQa(t.ctx, accounts);
  client = await signInAsClient(t.app, DEMO.studentPhone, DEMO.studentPassword);
  const tree = (await client.get('/student/courseByStudentWithSubjectAndChapter')).json().data;
  const course = tree.find((c: { _id: string }) => c._id === qa.courseId);
  const subject = course.subjects[0];
  forum = { courseId: course._id, subjectId: subject._id, chapterId: subject.chapters[0]._id };
});
afterAll(async () => {
  await t.close();
  dataDir.remove();
});

describe('C1: the session id arrives JSON-quoted', () => {
  it('C1: GET /student/profile answers for Authorization: "<sessionId>" with the quotes', async () => {
    expect(client.sessionId).toMatch(/^".+"$/);
    const res = await client.get('/student/profile');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.username).toBe(client.student.username);
  });

  it('C1: GET /content/signed-request answers for the quoted id too', async () => {
    const res = await client.get('/content/signed-request?mimeType=image/png');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.key).toEqual(expect.any(String));
  });

  it('C1: the bare id and `Bearer <id>` keep working', async () => {
    const bare = JSON.parse(client.sessionId) as string;
    for (const authorization of [bare, `Bearer ${bare}`]) {
      const res = await sendAsClient(t.app, authorization, { method: 'GET', path: '/student/profile' });
      expect(res.statusCode).toBe(200);
    }
  });

  it('C1: a quoted id that is no session is refused with 401 notLoggedIn', async () => {
    const res = await sendAsClient(t.app, '"not-a-session"', { method: 'GET', path: '/student/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors.code).toBe('notLoggedIn');
  });
});

describe('C2: POST /student/login', () => {
  it('C2: answers the sessionid header and data.student {id, _id, name, username, sid}, id = _id', async () => {
    client = await signInAsClient(t.app, DEMO.studentPhone, DEMO.studentPassword);
    const res = client.login;
    expect(res.statusCode).toBe(200);
    expect(String(res.headers.sessionid)).not.toBe('');
    const student = res.json().data.student;
    expect(student).toMatchObject({
      id: expect.any(String),
      name: expect.any(String),
      username: `88${DEMO.studentPhone}`,
      sid: expect.any(String),
    });
    expect(student.id).toBe(student._id);
    const profile = (await client.get('/student/profile')).json().data;
    expect(student.id).toBe(profile._id);
  });

  it('C2: a wrong password answers errors.message for the sign-in toast', async () => {
    const res = await sendAsClient(t.app, null, {
      method: 'POST',
      path: '/student/login',
      body: { username: `88${DEMO.studentPhone}`, password: 'wrong-password' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json().errors.message).toEqual(expect.any(String));
  });

  it('C2: lists sessionId in Access-Control-Expose-Headers for a client on another origin', async () => {
    const other = await createTestApp({ CORS_ORIGINS: 'https://students.example.org' });
    try {
      await seedDemoAccounts(other.ctx);
      const res = await sendAsClient(other.app, null, {
        method: 'POST',
        path: '/student/login',
        body: { username: `88${DEMO.studentPhone}`, password: DEMO.studentPassword },
        headers: { origin: 'https://students.example.org' },
      });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['access-control-expose-headers']).toLowerCase()).toContain('sessionid');
    } finally {
      await other.close();
    }
  });
});

describe('C3: the success envelope', () => {
  it('C3: a GET answers {status: "200", data}', async () => {
    const body = (await client.get('/student/profile')).json();
    expect(body.status).toBe('200');
    expect(body.data._id).toBe(client.student.id);
  });

  it('C3: a PATCH answers {status: "200", data}', async () => {
    const res = await client.patch('/student/profile', { SSCGPA: 5, HSCGPA: 4.5 });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('200');
  });

  it('C3: the Q&A create answers HTTP 201 with status "200" and data._id', async () => {
    const res = await client.post('/qa/add-question', {
      studentId: client.student.id,
      ...forum,
      questionDescription: 'What is the unit of force?',
      media: [],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: '200', data: { _id: expect.any(String) } });
  });
});

describe('C4: the error envelope', () => {
  it('C4: 401 notLoggedIn says status "401" and errors.code', async () => {
    const res = await sendAsClient(t.app, null, { method: 'GET', path: '/student/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      status: '401',
      errors: { code: 'notLoggedIn', title: expect.any(String) },
    });
  });

  it('C4: 400 and 404 say their code as status, with errors.title', async () => {
    const bad = await client.patch('/student/profile', { SSCGPA: 'five' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: '400', errors: { title: expect.any(String) } });
    const missing = await client.get('/qa/get-question/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: '404', errors: { title: expect.any(String) } });
  });

  it('C4: a failed POST /qa/add-question also puts the text in a top-level message', async () => {
    const res = await client.post('/qa/add-question', {
      studentId: client.student.id,
      ...forum,
      questionDescription: '',
      media: [],
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.status).toBe('400');
    expect(body.message).toEqual(expect.any(String));
    expect(body.message).toBe(body.errors.message);
  });

  it('C4: a failed POST /qa/add-comment also puts the text in a top-level message', async () => {
    const res = await client.post('/qa/add-comment', {
      questionId: '00000000-0000-4000-8000-000000000000',
      userId: client.student.id,
      userType: 'Student',
      reply: 'Thanks',
      media: [],
    });
    expect(res.statusCode).toBe(404);
    const body = res.json();
    expect(body.status).toBe('404');
    expect(body.message).toBe(body.errors.message);
  });

  it('C4: other routes carry no top-level message', async () => {
    const res = await sendAsClient(t.app, null, { method: 'GET', path: '/student/profile' });
    expect(res.json().message).toBeUndefined();
  });
});
