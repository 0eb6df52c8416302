import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { examRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examInGroup, liveExamWorld } from './exams-fixtures';
import { callRoute } from './support/call-route';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let w: Awaited<ReturnType<typeof liveExamWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await liveExamWorld(t);
  const started = await callRoute(t.app, examRoutes.start, examInGroup(w), { token: w.me.session });
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

  it('leaves a small answer (a saved answer) uncompressed', async () => {
    const first = (await paper()).json().data.questions[0] as { _id: string; options: string[] };
    const saved = await callRoute(
      t.app,
      examRoutes.addAnswer,
      { ...examInGroup(w), body: { questionId: first._id, answer: [first.options[0]!] } },
      { token: w.me.session, headers: { 'accept-encoding': 'gzip, deflate, br' } },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['content-encoding']).toBeUndefined();
  });
});
