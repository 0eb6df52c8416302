import { randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { uploadRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from './support/call-route';
import { auth, newPhone, registeredStudent, signIn } from './support/factories';
import { tempDataDir } from './support/temp-data-dir';
import { createTestApp, type TestApp } from './support/test-app';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

// A DATA_DIR the server may not write (or read): permissions taken away, or, for root whom permissions
// do not stop, a folder under /sys, where nothing may be made. Uploads and downloads answer 503 with a
// clear title, and the log says so once, not once per request.
const asRoot = process.getuid?.() === 0;
const data = tempDataDir();
const files = join(data.path, 'files');
const existing = `uploads/${randomUUID()}.png`;

describe('an unwritable file store', { timeout: 60_000 }, () => {
  let t: TestApp;
  let student: string;
  beforeAll(async () => {
    mkdirSync(join(files, 'uploads'), { recursive: true });
    writeFileSync(join(files, existing), PNG);
    if (!asRoot) chmodSync(files, 0o000);
    t = await createTestApp({ DATA_DIR: asRoot ? `/sys/lms-${randomUUID()}` : data.path });
    const phone = newPhone();
    await registeredStudent(t.ctx, phone);
    student = await signIn(t.app, phone);
  });
  afterAll(async () => {
    await t?.close();
    chmodSync(files, 0o700);
    data.remove();
  });

  it('answers uploads 503 "File storage unavailable" with Retry-After, logged once', async () => {
    for (let i = 0; i < 3; i++) {
      const signed = await callRoute(
        t.app,
        uploadRoutes.signedRequest,
        { query: { mimeType: 'image/png' } },
        { headers: auth(student) },
      );
      expect(signed.statusCode).toBe(200);
      const put = await t.app.inject({
        method: 'PUT',
        url: signed.json().data.signedUrl,
        payload: PNG,
        headers: { 'content-type': 'image/png' },
      });
      expect(put.statusCode).toBe(503);
      expect(put.json().errors).toMatchObject({
        title: 'File storage unavailable',
        code: 'storageUnavailable',
      });
      expect(put.headers['retry-after']).toBeTruthy();
    }
    expect(t.logs.filter((l) => l.fault === 'file storage unavailable')).toHaveLength(1);
  });

  it.skipIf(asRoot)('answers a stored file it cannot read 503, not 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/files/${existing}` });
    expect(res.statusCode).toBe(503);
    expect(res.json().errors.title).toBe('File storage unavailable');
  });
});
