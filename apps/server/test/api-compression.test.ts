import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { examRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examInGroup, liveExamWorld } from './exams-fixtures';
import { callRoute } from './support/call-route';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let w: Awaited<ReturnType<typeof liveExamWorld>>;
let started: Awaited<ReturnType<typeof callRoute>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await liveExamWorld(t);
  started = await callRoute(t.app, examRoutes.start, examInGroup(w), {
    token: w.me.session,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  expect(started.statusCode).toBe(200);
});
afterAll(() => t.close());

/** The student's paper as a browser asking with `acceptEncoding` gets it. */
const paper = (acceptEncoding?: string) =>
  callRoute(t.app, examRoutes.paper, examInGroup(w), {
    token: w.me.session,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('compressed answers of the API', () => {
  it('gives a phone browser the paper in brotli, the same JSON as uncompressed', async () => {
    const plain = await paper();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await paper('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('gives a client that asks for gzip only (the original app) gzip', async () => {
    const plain = await paper();
    const gz = await paper('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves the hot writes of an exam (start, save, submit) uncompressed: their answers stay small', async () => {
    const browser = { token: w.me.session, headers: { 'accept-encoding': 'gzip, deflate, br' } };
    const first = (await paper()).json().data.questions[0] as { _id: string; options: string[] };
    const saved = await callRoute(
      t.app,
      examRoutes.addAnswer,
      { ...examInGroup(w), body: { questionId: first._id, answer: [first.options[0]!] } },
      browser,
    );
    const submitted = await callRoute(t.app, examRoutes.submit, examInGroup(w), browser);
    for (const [what, res] of Object.entries({ started, saved, submitted })) {
      expect(res.statusCode, what).toBe(200);
      expect(res.headers['content-encoding'], what).toBeUndefined();
      // Marked small in the route table: an answer grown past 1 KB would want compressing again.
      expect(res.rawPayload.length, what).toBeLessThan(1024);
    }
  });
});
