import { type RouteInput, routePath, uploadRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageOf } from '../src/lib/storage';
import { callRoute } from './support/call-route';
import { auth, newPhone, registeredStudent, signIn, staffSession } from './support/factories';
import { storeWorld } from './support/store-world';
import { tempDataDir } from './support/temp-data-dir';
import { createTestApp, type TestApp } from './support/test-app';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

interface Answer {
  status: number;
  body: Buffer;
  headers: Record<string, string>;
}

// The query as a URL writes it: some tests send what the schema refuses.
const signedRequestOf = (query: string) =>
  ({ query: Object.fromEntries(new URLSearchParams(query)) }) as RouteInput<
    typeof uploadRoutes.signedRequest
  >;

// The same journey runs against both stores: upload URLs are the API's own (/api/...) with either,
// download URLs are the API's (local) or the bucket's (S3).
function storageClient(t: () => TestApp) {
  const send = async (method: 'GET' | 'PUT', url: string, body?: Buffer, type?: string): Promise<Answer> => {
    // URLs here are ones the API hands out (signed links, redirects), so they are sent as given: the
    // API's own (origin-relative, or absolute on the host the test's request came to) to the app.
    const own = new URL(url, 'http://localhost');
    if (own.host === 'localhost' && own.pathname.startsWith('/api/')) {
      const res = await t().app.inject({
        method,
        url: `${own.pathname}${own.search}`,
        ...(body ? { payload: body, headers: { 'content-type': type ?? '' } } : {}),
      });
      const headers = Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)]));
      if (res.statusCode === 302 && method === 'GET') return send('GET', headers.location!);
      return { status: res.statusCode, body: res.rawPayload, headers };
    }
    const res = await fetch(url, { method, body, headers: type ? { 'content-type': type } : {} });
    return {
      status: res.status,
      body: Buffer.from(await res.arrayBuffer()),
      headers: Object.fromEntries(res.headers.entries()),
    };
  };
  return {
    put: (url: string, body: Buffer, type: string) => send('PUT', url, body, type),
    get: (url: string) => send('GET', url),
  };
}

describe.each(['local', 's3'] as const)('file storage: %s', (mode) => {
  const world = storeWorld(mode);
  const client = storageClient(() => world.t);

  const signedRequest = (session: string | undefined, query: string) =>
    callRoute(world.t.app, uploadRoutes.signedRequest, signedRequestOf(query), {
      headers: session ? auth(session) : {},
    });

  it('uses the store the settings ask for', () => {
    expect(storageOf(world.t.ctx).kind).toBe(mode);
  });

  it('lets a student upload a picture through a signed URL and shows it under the asset host', async () => {
    const res = await signedRequest(world.student, 'mimeType=image/png');
    expect(res.statusCode).toBe(200);
    const { signedUrl, key } = res.json().data;
    expect(key).toMatch(/^uploads\/[0-9a-f-]{36}\.png$/);
    expect(await storageOf(world.t.ctx).exists(key)).toBe(false);

    const put = await client.put(signedUrl, PNG, 'image/png');
    expect(put.status).toBe(200);
    expect(await storageOf(world.t.ctx).exists(key)).toBe(true);
    expect(await storageOf(world.t.ctx).size(key)).toBe(PNG.length);

    // The app shows pictures as asset host + key: no signature needed for an upload key
    const shown = await client.get(`${world.t.ctx.config.ASSET_HOST}/${key}`);
    expect(shown.status).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.body.equals(PNG)).toBe(true);
  });

  it('refuses an upload sent with another content type than the one signed', async () => {
    const { signedUrl, key } = (await signedRequest(world.student, 'mimeType=image/png')).json().data;
    const put = await client.put(signedUrl, Buffer.from('<script>alert(1)</script>'), 'text/html');
    expect(put.status).toBe(403);
    expect(await storageOf(world.t.ctx).exists(key)).toBe(false);
  });

  it('refuses an upload URL once it has expired', async () => {
    // signed ten minutes ago: move the clock back rather than wait
    world.t.clock.advance(-10 * 60_000);
    const { signedUrl, key } = (await signedRequest(world.student, 'mimeType=application/pdf')).json().data;
    world.t.clock.advance(10 * 60_000);
    const put = await client.put(signedUrl, Buffer.from('%PDF-1.4'), 'application/pdf');
    expect(put.status).toBe(403);
    expect(JSON.parse(put.body.toString()).errors.title).toBe('Link expired');
    expect(await storageOf(world.t.ctx).exists(key)).toBe(false);
  });

  it('reads staff content only through short-lived signed URLs', async () => {
    const res = await signedRequest(world.staff, 'mimeType=application/pdf&purpose=content');
    expect(res.statusCode).toBe(200);
    const { signedUrl, key } = res.json().data;
    expect(key).toMatch(/^content\/[0-9a-f-]{36}\.pdf$/);
    const pdf = Buffer.from('%PDF-1.4\n% a note\n');
    expect((await client.put(signedUrl, pdf, 'application/pdf')).status).toBe(200);

    const unsigned = await client.get(`/api${routePath(uploadRoutes.getFile, { '*': key })}`);
    expect(unsigned.status).toBe(mode === 'local' ? 403 : 404);

    const url = await storageOf(world.t.ctx).signedGetUrl(key, { downloadName: 'Note 1.pdf' });
    const got = await client.get(url);
    expect(got.status).toBe(200);
    expect(got.body.equals(pdf)).toBe(true);
    expect(got.headers['content-disposition']).toContain('attachment');

    world.t.clock.advance(-10 * 60_000);
    const stale = await storageOf(world.t.ctx).signedGetUrl(key);
    world.t.clock.advance(10 * 60_000);
    expect((await client.get(stale)).status).toBe(403);
  });
});

describe('signed requests: who may upload what', () => {
  let t: TestApp;
  const dataDir = tempDataDir();
  let student: string;
  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: dataDir.path });
    const phone = newPhone();
    await registeredStudent(t.ctx, phone);
    student = await signIn(t.app, phone);
  });
  afterAll(async () => {
    await t.close();
    dataDir.remove();
  });
  const get = (session: string | undefined, query: string) =>
    callRoute(t.app, uploadRoutes.signedRequest, signedRequestOf(query), {
      headers: session ? auth(session) : {},
    });

  it('needs a session', async () => {
    const res = await get(undefined, 'mimeType=image/png');
    expect(res.statusCode).toBe(401);
    expect(res.json().errors.code).toBe('notLoggedIn');
  });

  it('allows a student only the attachment types (images, PDF, audio)', async () => {
    for (const type of ['image/jpeg', 'image/png', 'application/pdf', 'audio/mpeg', 'audio/wav']) {
      expect((await get(student, `mimeType=${encodeURIComponent(type)}`)).statusCode).toBe(200);
    }
    for (const type of ['text/html', 'image/svg+xml', 'video/mp4', 'application/x-msdownload']) {
      const res = await get(student, `mimeType=${encodeURIComponent(type)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.title).toBe('File type not allowed');
    }
    expect((await get(student, '')).statusCode).toBe(400);
    expect((await get(student, 'mimeType=image/png&purpose=content')).statusCode).toBe(403);
    expect((await get(student, 'mimeType=image/png&purpose=nonsense')).statusCode).toBe(400);
  });

  it('lets staff upload videos as content but not as attachments', async () => {
    const staff = await staffSession(t.app, ['contentUploader']);
    expect((await get(staff, 'mimeType=video/mp4&purpose=content')).statusCode).toBe(200);
    expect((await get(staff, 'mimeType=video/mp4')).statusCode).toBe(400);
  });

  it('refuses a forged signature, a key that is not ours, and a file larger than allowed', async () => {
    const { signedUrl } = (await get(student, 'mimeType=image/png')).json().data;
    const forged = signedUrl.replace(/sig=[0-9a-f]{4}/, 'sig=0000');
    const res = await t.app.inject({
      method: 'PUT',
      url: forged,
      payload: PNG,
      headers: { 'content-type': 'image/png' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors.title).toBe('Invalid link');
    const otherKey = signedUrl.replace(/uploads\/[0-9a-f-]+\.png/, 'uploads/someone-else.png');
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: otherKey,
          payload: PNG,
          headers: { 'content-type': 'image/png' },
        })
      ).statusCode,
    ).toBe(403);
    // Raw: the encoded path itself is the bad input.
    expect((await t.app.inject({ method: 'GET', url: '/api/files/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(
      404,
    );
    expect(
      (await callRoute(t.app, uploadRoutes.getFile, { params: { '*': 'uploads/none.png' } })).statusCode,
    ).toBe(404);

    const big = Buffer.alloc(20 * 1024 * 1024 + 1);
    const tooBig = await t.app.inject({
      method: 'PUT',
      url: signedUrl,
      payload: big,
      headers: { 'content-type': 'image/png' },
    });
    expect(tooBig.statusCode).toBe(413);
    const key = signedUrl.split('?')[0]!.replace('/api/files/', '');
    expect(await storageOf(t.ctx).exists(key)).toBe(false);
  });
});
