import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { shownSealedQuestions } from '@lms/domain';
import type { ExamPaperView, SealedPaperDocument } from '@lms/domain/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSignIn, storageKeys } from '../../lib/storage';
import { testPaper } from './test-questions';
import { sealedDocument, sealedPaperTestKey, sealForTest } from './test-sealed-paper';

// A real HTTP server stands in for the API: the sealed start, the sealed paper and the paper call.
let server: Server;
let requests: string[] = [];
let network: 'up' | 'down' = 'up';
/** The exam as the server holds it now; a change is a new version, sealed under a new key. */
let version = 1;
const keys = new Map<number, ReturnType<typeof sealedPaperTestKey>>();
let sealable = true;
let startRefusal: { status: number; code: string } | null = null;
/** The start releases a key that opens no paper the server gives. */
let wrongKey = false;
const seed = 'attempt-seed';

const keyOf = (v: number) => {
  if (!keys.has(v)) keys.set(v, sealedPaperTestKey());
  return keys.get(v)!;
};
const doc = (): SealedPaperDocument => sealedDocument('e1', version, true);
const shown = () =>
  shownSealedQuestions(doc().questions, seed, { shuffleQuestions: true, shuffleOptions: true });

function paperView(): ExamPaperView {
  return testPaper(
    shown() as ExamPaperView['questions'],
    [{ questionId: 'q2', answer: ['Triangle'], extra: [], timestamp: 1 }],
    4,
  );
}

function reply(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'x-server-time': new Date().toISOString() });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    if (network === 'down') return req.socket.destroy();
    const path = (req.url ?? '').split('?')[0] ?? '';
    requests.push(`${req.method} ${path}`);
    if (path === '/api/exam/start-sealed/e1/group/g1') {
      if (startRefusal)
        return reply(res, startRefusal.status, {
          errors: { title: 'No', message: 'No', code: startRefusal.code },
        });
      const { questions: _questions, ...paper } = paperView();
      const key = wrongKey ? sealedPaperTestKey().base64 : keyOf(version).base64;
      const sealed = sealable ? { version, key, seed } : null;
      return reply(res, 200, { data: { paper, sealed } });
    }
    if (path === '/api/exam/sealed-paper/e1/group/g1') {
      if (!sealable)
        return reply(res, 409, { errors: { title: 'No', message: 'No', code: 'paperNotSealed' } });
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      return res.end(sealForTest(doc(), keyOf(version).raw));
    }
    if (path === '/api/exam/start/e1/group-id/g1') return reply(res, 200, { data: paperView().attempt });
    if (path === '/api/exam/id/e1/groupId/g1') return reply(res, 200, { data: paperView() });
    reply(res, 404, { errors: { title: 'Not found', message: '' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

// The papers fetched ahead and the exams kept are module state: each test starts from fresh modules,
// as a page load does, with a student of its own.
let students = 0;
let load: typeof import('./start-and-load');
let sealedPapers: typeof import('./sealed-paper');
let offline: typeof import('./exam-offline-cache');
beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem(storageKeys.baseUrl, `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
  const id = `student-${++students}`;
  saveSignIn({ _id: id, id, name: 'Rahim', username: '8801710000001', sid: '26090' }, `session-${id}`);
  requests = [];
  network = 'up';
  version = 1;
  sealable = true;
  startRefusal = null;
  wrongKey = false;
  vi.resetModules();
  load = await import('./start-and-load');
  sealedPapers = await import('./sealed-paper');
  offline = await import('./exam-offline-cache');
});

// The files of a worker share their globals: a browser without gzip streams ends with its test.
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('startAndLoad with the sealed paper', () => {
  it('opens the paper fetched ahead with the key of the start: no paper call', async () => {
    sealedPapers.prefetchSealedPaper('e1', 'g1');
    const exam = await load.startAndLoad('e1', 'g1');
    expect(exam.questions).toEqual(shown());
    expect(exam.savedAnswers.q2?.answer).toEqual(['Triangle']);
    expect(exam.subjectNames).toEqual(['Physics']);
    expect(requests.sort()).toEqual([
      'GET /api/exam/sealed-paper/e1/group/g1',
      'PATCH /api/exam/start-sealed/e1/group/g1',
    ]);
    // Kept on this device for a reload with no network.
    expect((await offline.keptExamPaper('e1', 'g1'))?.questions).toEqual(shown());
  });

  it('fetches the paper once more when the exam changed since it was fetched ahead', async () => {
    sealedPapers.prefetchSealedPaper('e1', 'g1');
    await sealedPapers.takeSealedPaper('e1', 'g1');
    version = 2;
    const exam = await load.startAndLoad('e1', 'g1');
    expect(exam.questions).toEqual(shown());
    expect(requests.filter((r) => r.includes('sealed-paper'))).toHaveLength(2);
    expect(requests.some((r) => r.includes('/exam/id/'))).toBe(false);
  });

  it('takes the paper call when the paper still does not open', async () => {
    wrongKey = true;
    const exam = await load.startAndLoad('e1', 'g1');
    expect(exam.questions).toEqual(shown());
    expect(requests.filter((r) => r.includes('sealed-paper'))).toHaveLength(2);
    expect(requests).toContain('GET /api/exam/id/e1/groupId/g1');
  });

  it('takes the paper call for an exam without a sealed paper', async () => {
    sealable = false;
    sealedPapers.prefetchSealedPaper('e1', 'g1');
    const exam = await load.startAndLoad('e1', 'g1');
    expect(exam.questions).toEqual(shown());
    expect(requests).toContain('GET /api/exam/id/e1/groupId/g1');
  });

  it('resumes from the paper kept on this device when the start gets no answer', async () => {
    const first = await load.startAndLoad('e1', 'g1');
    network = 'down';
    expect(await load.startAndLoad('e1', 'g1')).toEqual(first);
  });

  it("fails with the start's refusal (removed from the group), not with a kept paper", async () => {
    await load.startAndLoad('e1', 'g1');
    startRefusal = { status: 403, code: 'removedFromGroup' };
    await expect(load.startAndLoad('e1', 'g1')).rejects.toMatchObject({
      status: 403,
      code: 'removedFromGroup',
    });
  });
});

describe('startAndLoad where sealed papers cannot be opened', () => {
  it('starts and then takes the paper call', async () => {
    vi.stubGlobal('DecompressionStream', undefined);
    const exam = await load.startAndLoad('e1', 'g1');
    expect(exam.questions).toEqual(shown());
    expect(requests).toEqual(['PATCH /api/exam/start/e1/group-id/g1', 'GET /api/exam/id/e1/groupId/g1']);
  });
});
