import { accountRoutes, profileRoutes, type UpdateProfileBody, uploadRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from './support/call-route';
import { newPhone, registeredStudent, signIn, staffSession } from './support/factories';
import { tempDataDir } from './support/temp-data-dir';
import { createTestApp, type TestApp } from './support/test-app';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
const dataDir = tempDataDir();
let session: string;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir.path });
  const phone = newPhone();
  await registeredStudent(t.ctx, phone);
  session = await signIn(t.app, phone);
});
afterAll(async () => {
  await t.close();
  dataDir.remove();
});

// Some bodies are wrong on purpose: the server must refuse them.
const patch = (payload: unknown, who: string | null = session) =>
  callRoute(t.app, profileRoutes.update, { body: payload as UpdateProfileBody }, { token: who ?? undefined });

const profile = async () =>
  (await callRoute(t.app, accountRoutes.profile, {}, { token: session })).json().data;

/** Uploads a file through the real flow (signed request + PUT) and returns its key. */
async function upload(type: string, body: Buffer): Promise<string> {
  const signed = await callRoute(
    t.app,
    uploadRoutes.signedRequest,
    { query: { mimeType: type } },
    { token: session },
  );
  expect(signed.statusCode).toBe(200);
  const { signedUrl, key } = signed.json().data;
  const put = await t.app.inject({
    method: 'PUT',
    url: signedUrl,
    payload: body,
    headers: { 'content-type': type },
  });
  expect(put.statusCode).toBeLessThan(300);
  return key;
}

describe('PATCH /student/profile', () => {
  it('saves both GPAs (numbers or numeric text, 0 and 5 included) and answers with the profile', async () => {
    const res = await patch({ SSCGPA: 5, HSCGPA: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ SSCGPA: 5, HSCGPA: 0, groups: [], notifications: [] });
    expect(await profile()).toMatchObject({ SSCGPA: 5, HSCGPA: 0 });
    expect((await patch({ HSCGPA: '4.83' })).json().data).toMatchObject({ SSCGPA: 5, HSCGPA: 4.83 });
  });

  it("refuses a GPA outside 0..5 or not a number with 'The given number is not valid', saving nothing", async () => {
    await patch({ SSCGPA: 4, HSCGPA: 4 });
    for (const value of [5.01, -0.5, 'abc', null, true, '']) {
      const res = await patch({ SSCGPA: 3, HSCGPA: value });
      expect(res.statusCode, String(value)).toBe(400);
      expect(res.json().errors.message).toBe('HSCGPA: The given number is not valid');
    }
    expect(await profile()).toMatchObject({ SSCGPA: 4, HSCGPA: 4 });
  });

  it('refuses read-only fields by name and unknown fields, saving nothing', async () => {
    const before = await profile();
    const res = await patch({ SSCGPA: 1, username: '8801900000000', contact: '01800000000' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message).toBe('username, contact cannot be changed');
    for (const field of ['branch', 'session', 'groups', 'name', 'sid', 'code', 'link']) {
      const one = await patch({ [field]: 'x' });
      expect(one.statusCode, field).toBe(400);
      expect(one.json().errors.message).toMatch(`${field} cannot be changed`);
    }
    const unknown = await patch({ SSCGPA: 2, nickname: 'Ayu' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.message).toBe('Unknown field(s): nickname');
    expect((await patch({})).json().errors.message).toBe('Send SSCGPA, HSCGPA or profilePic');
    expect(await profile()).toEqual(before);
  });

  it('takes a picture key made by the upload flow, and clears it with an empty key', async () => {
    const key = await upload('image/png', PNG);
    const res = await patch({ profilePic: key });
    expect(res.statusCode).toBe(200);
    expect((await profile()).profilePic).toBe(key);
    const shown = await callRoute(t.app, uploadRoutes.getFile, { params: { '*': key } });
    expect(shown.statusCode).toBe(200);
    expect(shown.rawPayload.equals(PNG)).toBe(true);
    expect((await patch({ profilePic: '' })).json().data.profilePic).toBe('');
  });

  it('refuses picture keys not produced by an image upload', async () => {
    await patch({ profilePic: '' });
    const pdf = await upload('application/pdf', Buffer.from('%PDF-1.4\n'));
    const notUploaded = 'uploads/00000000-0000-4000-8000-000000000000.png';
    const bad = [
      '../secret.png',
      'https://evil.example/x.png',
      'content/notes/a.png',
      pdf,
      notUploaded,
      'a b.png',
    ];
    for (const key of bad) {
      const res = await patch({ profilePic: key });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().errors.title).toBe('Invalid picture');
    }
    expect((await patch({ profilePic: 42 })).statusCode).toBe(400);
    expect((await profile()).profilePic).toBe('');
  });

  it('needs a student session', async () => {
    expect((await patch({ SSCGPA: 1 }, null)).statusCode).toBe(401);
    expect((await patch({ SSCGPA: 1 }, 'not-a-session')).statusCode).toBe(401);
    const staff = await staffSession(t.app, ['admin']);
    expect((await patch({ SSCGPA: 1 }, staff)).statusCode).toBe(403);
  });
});
