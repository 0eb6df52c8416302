import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { shownSealedQuestions } from '@lms/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSignIn, storageKeys } from '../../lib/storage';
import { canOpenSealedPapers, openSealedPaper } from './sealed-paper';
import { asArrayBuffer, sealedDocument, sealedPaperTestKey, sealForTest } from './test-sealed-paper';

describe('canOpenSealedPapers', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is true with WebCrypto and gzip streams, false without either (a page on plain http)', () => {
    expect(canOpenSealedPapers()).toBe(true);
    vi.stubGlobal('DecompressionStream', undefined);
    expect(canOpenSealedPapers()).toBe(false);
    vi.unstubAllGlobals();
    vi.stubGlobal('crypto', { getRandomValues: () => new Uint8Array() });
    expect(canOpenSealedPapers()).toBe(false);
    vi.unstubAllGlobals();
    expect(canOpenSealedPapers()).toBe(true);
  });
});

describe('openSealedPaper', () => {
  const key = sealedPaperTestKey();
  const sealed = (version: number, seed = 'attempt-seed') => ({ version, key: key.base64, seed });

  it('gives the questions as the paper call shows them, image options marked by value and position', async () => {
    const bytes = asArrayBuffer(sealForTest(sealedDocument('e1', 3), key.raw));
    const questions = await openSealedPaper(bytes, 'e1', sealed(3));
    expect(questions.map((q) => q._id)).toEqual(['q1', 'q2', 'q3']);
    expect(questions[0]).toEqual({
      _id: 'q1',
      type: 'MCQ',
      title: 'বেগের পরিবর্তনের হার?',
      point: 1,
      options: ['Speed', 'Acceleration', 'Force', 'Distance'],
      optionType: '{}',
      image: ['uploads/graph.png'],
      file: [],
      subjectId: 's1',
    });
    expect(JSON.parse(questions[1]!.optionType)).toEqual({
      'uploads/square.png': 'image',
      'uploads/circle.png': 'image',
      '0': 'image',
      '1': 'image',
    });
  });

  it("shows a shuffling exam in the attempt's own order, from its seed", async () => {
    const doc = sealedDocument('e1', 3, true);
    const bytes = asArrayBuffer(sealForTest(doc, key.raw));
    const questions = await openSealedPaper(bytes, 'e1', sealed(3, 'seed-a'));
    const flags = { shuffleQuestions: true, shuffleOptions: true };
    expect(questions).toEqual(shownSealedQuestions(doc.questions, 'seed-a', flags));
    for (const shown of questions) {
      const canonical = doc.questions.find((q) => q._id === shown._id)!;
      expect([...shown.options].sort()).toEqual([...canonical.options].sort());
    }
    // Another attempt's seed gives another order of the same paper.
    const other = await openSealedPaper(bytes, 'e1', sealed(3, 'seed-b'));
    expect(other).toEqual(shownSealedQuestions(doc.questions, 'seed-b', flags));
  });

  it('rejects the key of another version, another key, and the paper of another exam', async () => {
    const bytes = asArrayBuffer(sealForTest(sealedDocument('e1', 3), key.raw));
    await expect(openSealedPaper(bytes, 'e1', sealed(4))).rejects.toThrow();
    await expect(
      openSealedPaper(bytes, 'e1', { ...sealed(3), key: sealedPaperTestKey().base64 }),
    ).rejects.toThrow();
    await expect(openSealedPaper(bytes, 'e2', sealed(3))).rejects.toThrow();
    // Sealed for e1 version 3, but holding another exam's paper.
    const mislabelled = asArrayBuffer(sealForTest(sealedDocument('e9', 3), key.raw, 'sealed-paper:e1:3'));
    await expect(openSealedPaper(mislabelled, 'e1', sealed(3))).rejects.toThrow(/not version 3 of exam e1/);
  });

  it('rejects a paper with one byte changed, or cut short', async () => {
    const sealedBytes = sealForTest(sealedDocument('e1', 3), key.raw);
    for (const at of [0, 20, sealedBytes.length - 1]) {
      const tampered = Buffer.from(sealedBytes);
      tampered[at]! ^= 1;
      await expect(openSealedPaper(asArrayBuffer(tampered), 'e1', sealed(3))).rejects.toThrow();
    }
    await expect(
      openSealedPaper(asArrayBuffer(sealedBytes.subarray(0, 8)), 'e1', sealed(3)),
    ).rejects.toThrow();
  });
});

// A real HTTP server stands in for the API's sealed paper route; it counts the papers it gives.
let server: Server;
let requests: string[] = [];
let answer: 'paper' | 'notSealed' | 'failing' = 'paper';
const paperBytes = Buffer.from([1, 2, 3, 4, 5]);

function fail(res: ServerResponse, status: number, code?: string) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ errors: { title: 'No', message: 'No', code } }));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    if (answer === 'notSealed') return fail(res, 409, 'paperNotSealed');
    if (answer === 'failing') return fail(res, 500);
    res.writeHead(200, { 'content-type': 'application/octet-stream' });
    res.end(paperBytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the papers fetched ahead', () => {
  // The papers kept are module state: each test starts from a fresh module, as a page load does.
  let memo: typeof import('./sealed-paper');
  beforeEach(async () => {
    localStorage.clear();
    localStorage.setItem(
      storageKeys.baseUrl,
      `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    );
    saveSignIn({ _id: 's1', id: 's1', name: 'Rahim', username: '8801710000001', sid: '26090' }, 'session-s1');
    requests = [];
    answer = 'paper';
    vi.resetModules();
    memo = await import('./sealed-paper');
  });

  const bytesOf = (data: ArrayBuffer | null) => (data ? [...new Uint8Array(data)] : null);

  it('are fetched once per page load, and the start takes the one fetched', async () => {
    memo.prefetchSealedPaper('e1', 'g1');
    memo.prefetchSealedPaper('e1', 'g1');
    expect(bytesOf(await memo.takeSealedPaper('e1', 'g1'))).toEqual([...paperBytes]);
    expect(requests).toEqual(['/api/exam/sealed-paper/e1/group/g1']);
    // Another exam or group is another paper.
    await memo.takeSealedPaper('e1', 'g2');
    expect(requests).toHaveLength(2);
  });

  it('are fetched again when asked fresh', async () => {
    await memo.takeSealedPaper('e1', 'g1');
    await memo.takeSealedPaper('e1', 'g1', { fresh: true });
    await memo.takeSealedPaper('e1', 'g1');
    expect(requests).toHaveLength(2);
  });

  it('forget a failure, so the next call asks again', async () => {
    answer = 'failing';
    memo.prefetchSealedPaper('e1', 'g1');
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    // The start meets the prefetch's failure, or (when that failure was already forgotten) one of its
    // own: which one depends on when the prefetch's answer was read, so only the next call is counted.
    await expect(memo.takeSealedPaper('e1', 'g1')).rejects.toMatchObject({ status: 500 });
    const asked = requests.length;
    answer = 'paper';
    expect(bytesOf(await memo.takeSealedPaper('e1', 'g1'))).toEqual([...paperBytes]);
    expect(requests).toHaveLength(asked + 1);
  });

  it('remember that an exam has no sealed paper', async () => {
    answer = 'notSealed';
    memo.prefetchSealedPaper('e1', 'g1');
    expect(await memo.takeSealedPaper('e1', 'g1')).toBeNull();
    memo.prefetchSealedPaper('e1', 'g1');
    expect(await memo.takeSealedPaper('e1', 'g1')).toBeNull();
    expect(requests).toHaveLength(1);
  });
});
