import { shownSealedQuestions, toUsername } from '@lms/domain';
import {
  accountRoutes,
  examRoutes,
  type Route,
  routePath,
  sealedExamRoutes,
  uploadRoutes,
} from '@lms/domain/contract';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../src/seed/demo-accounts';
import { CLUSTER_DRAIN_MS, type Cluster, clusterTestsRun, startCluster } from './support/cluster';
import { openSealed } from './support/sealed-paper';

// Two real server processes on one PostgreSQL, Redis and S3-compatible store, behind haproxy (round
// robin, no sticky sessions), used over HTTP as the student app uses them.
let cluster: Cluster;
beforeAll(async () => {
  if (clusterTestsRun) cluster = await startCluster(2);
}, 240_000);
afterAll(async () => {
  await cluster?.close();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies read in assertions
type Body = any;

/**
 * Calls a route at `base`. Like the student app's send queue, a request that meets a node dying (a
 * refused or cut connection, 502/503 from the balancer) is sent again: answers are idempotent.
 */
async function call(
  base: string,
  route: Route,
  input: { params?: object; query?: Record<string, string>; body?: unknown },
  session?: string,
): Promise<{ status: number; body: Body; headers: Headers }> {
  const query = input.query ? `?${new URLSearchParams(input.query)}` : '';
  const url = `${base}/api${routePath(route, input.params)}${query}`;
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(url, {
        method: route.method,
        headers: {
          ...(input.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(session ? { authorization: session } : {}),
        },
        ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
      });
      if ((res.status === 502 || res.status === 503) && attempt < 20) throw new Error(`${res.status}`);
      return { status: res.status, body: await res.json().catch(() => null), headers: res.headers };
    } catch (err) {
      if (attempt >= 20) throw err;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

interface PaperQuestion {
  _id: string;
  type: string;
  options: string[];
}

/** The right answer to each demo practice question, in the order this attempt shows its options. */
function rightAnswer(q: PaperQuestion): string[] {
  if (q.type === 'MCQ')
    return [q.options.find((o) => o === 'Acceleration' || o.includes('circle') || o.startsWith('$60'))!];
  if (q.type === 'checkbox') return q.options.filter((o) => o === '2' || o === '11');
  if (q.type === 'MCA') return q.options.map((o) => (o.startsWith('Helium') ? 'false' : 'true'));
  return ['Na'];
}

describe.skipIf(!clusterTestsRun)('two nodes behind haproxy without sticky sessions', () => {
  let session: string;
  let groupId: string;
  let examId: string;
  const lb = () => cluster.url;

  it('started together on an empty database, they seeded it once', async () => {
    const login = await call(lb(), accountRoutes.login, {
      body: { username: toUsername(DEMO.studentPhone), password: DEMO.studentPassword },
    });
    expect(login.status).toBe(200);
    session = login.headers.get('sessionId')!;
    const profile = await call(lb(), accountRoutes.profile, {}, session);
    expect(profile.body.data.groups).toHaveLength(1);
    groupId = profile.body.data.groups[0]._id;
    const group = await call(lb(), examRoutes.group, { params: { groupId } }, session);
    const titles = group.body.data.exams.map((e: Body) => e.examId.title);
    // Each demo exam once: the second node found the seed done.
    expect(titles.filter((t: string) => t === 'Practice: Science Basics')).toHaveLength(1);
    examId = group.body.data.exams.find((e: Body) => e.examId.title === 'Practice: Science Basics').examId
      ._id;
  }, 60_000);

  it('opens the student socket over WebSocket through the balancer, as the student app does', async () => {
    const socket = io(lb(), {
      path: '/socket.io',
      query: { sessionId: session },
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      expect(socket.io.engine.transport.name).toBe('websocket');
    } finally {
      socket.disconnect();
    }
  }, 30_000);

  it('reads an upload made through one node through the other (S3-compatible storage)', async () => {
    const signed = await call(
      lb(),
      uploadRoutes.signedRequest,
      { query: { mimeType: 'image/png' } },
      session,
    );
    expect(signed.status).toBe(200);
    const { signedUrl, key } = signed.body.data;
    const put = await fetch(signedUrl, {
      method: 'PUT',
      body: PNG,
      headers: { 'content-type': 'image/png' },
    });
    expect(put.status).toBe(200);
    for (const node of cluster.nodes) {
      const shown = await fetch(`${node.url}/api${routePath(uploadRoutes.getFile, { '*': key })}`);
      expect(shown.status, node.name).toBe(200);
      expect(Buffer.from(await shown.arrayBuffer()).equals(PNG)).toBe(true);
    }
  }, 30_000);

  const paperParams = () => ({ params: { examId, groupId } });

  it('opens a sealed paper fetched from either node with the key a start on either node gives', async () => {
    const papers: Buffer[] = [];
    for (const node of cluster.nodes) {
      const res = await fetch(
        `${node.url}/api${routePath(sealedExamRoutes.sealedPaper, { examId, groupId })}`,
        {
          headers: { authorization: session },
        },
      );
      expect(res.status, node.name).toBe(200);
      papers.push(Buffer.from(await res.arrayBuffer()));
    }
    const keys = [];
    for (const node of cluster.nodes) {
      const started = await call(node.url, sealedExamRoutes.startSealed, paperParams(), session);
      expect(started.status, node.name).toBe(200);
      keys.push(started.body.data.sealed);
    }
    // Each node seals with its own IV, under the one key every node derives.
    expect(keys[1]).toEqual(keys[0]);
    const paper = await call(lb(), examRoutes.paper, paperParams(), session);
    for (const bytes of papers) {
      const doc = openSealed(bytes, examId, keys[0]);
      expect(shownSealedQuestions(doc.questions, keys[0].seed, doc)).toEqual(paper.body.data.questions);
    }
  }, 30_000);

  async function sitExam(options: { killMidway?: boolean } = {}) {
    expect((await call(lb(), examRoutes.start, paperParams(), session)).status).toBe(200);
    const paper = await call(lb(), examRoutes.paper, paperParams(), session);
    expect(paper.status).toBe(200);
    const questions: PaperQuestion[] = paper.body.data.questions;
    const acknowledged = new Map<string, string[]>();
    for (const [i, q] of questions.entries()) {
      if (options.killMidway && i === 2) {
        // Mid-exam, the first node dies without a chance to finish anything.
        cluster.nodes[0]!.process.kill('SIGKILL');
      }
      const answer = rightAnswer(q);
      const saved = await call(
        lb(),
        examRoutes.addAnswer,
        { ...paperParams(), body: { questionId: q._id, answer, timestamp: Date.now() } },
        session,
      );
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      acknowledged.set(q._id, answer);
    }
    // Every acknowledged answer is there, whichever node answers.
    for (let i = 0; i < 2; i++) {
      const again = await call(lb(), examRoutes.paper, paperParams(), session);
      const stored = new Map(again.body.data.answers.map((a: Body) => [a.questionId, a.answer]));
      expect(stored).toEqual(acknowledged);
    }
    const submitted = await call(lb(), examRoutes.submit, paperParams(), session);
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.resultPublished).toBe(true);
    const result = await call(lb(), examRoutes.result, paperParams(), session);
    expect(result.status).toBe(200);
    const r = result.body.data.examResult;
    // Every answer right: the choice questions are scored correct, the written one waits for an examiner.
    const written = questions.filter((q) => q.type === 'shortAns' || q.type === 'paragraph').length;
    expect({ correct: r.correct, pending: r.pending, incorrect: r.incorrect, skipped: r.skipped }).toEqual({
      correct: questions.length - written,
      pending: written,
      incorrect: 0,
      skipped: 0,
    });
  }

  it('sits a practice exam with its requests spread over both nodes, and retakes it', async () => {
    await sitExam();
    const retake = await call(
      lb(),
      examRoutes.retake,
      {
        params: { examId, studentId: (await call(lb(), accountRoutes.profile, {}, session)).body.data._id },
        query: { groupId },
      },
      session,
    );
    expect(retake.status).toBe(200);
    expect(retake.body.data.removed).toBe(true);
  }, 120_000);

  it('saves the retake on both nodes, loses no acknowledged answer when a node is SIGKILLed mid-exam, and scores it right', async () => {
    await sitExam({ killMidway: true });
    expect(cluster.nodes[0]!.process.signalCode).toBe('SIGKILL');
  }, 120_000);

  /** A save sent once, as a client without a retry would: any answer but 200 counts as a failure. */
  async function saveOnce(questionId: string, answer: string[], timestamp: number) {
    const res = await fetch(`${lb()}/api${routePath(examRoutes.addAnswer, paperParams().params)}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: session },
      body: JSON.stringify({ questionId, answer, timestamp }),
    }).catch((err: Error) => ({ status: 0, text: async () => err.message, headers: new Headers() }));
    return { status: res.status, node: res.headers.get('x-lms-node'), body: await res.text() };
  }

  /** The answer a worker sends on its k-th save: it changes each time, so the stored one shows which came last. */
  function answerNumber(q: PaperQuestion, k: number): string[] {
    if (q.type === 'MCA') return q.options.map((_, j) => ((j + k) % 2 ? 'true' : 'false'));
    if (q.type === 'MCQ' || q.type === 'checkbox') return [q.options[k % q.options.length]!];
    return ['Na'];
  }

  it('stops a node with SIGTERM while saves go through the balancer: no save fails, every one is stored, the node exits 0', async () => {
    // Node a was SIGKILLed above: bring it back and start a fresh attempt.
    await cluster.restart(0);
    const studentId = (await call(lb(), accountRoutes.profile, {}, session)).body.data._id;
    const retake = await call(
      lb(),
      examRoutes.retake,
      { params: { examId, studentId }, query: { groupId } },
      session,
    );
    expect(retake.status).toBe(200);
    expect((await call(lb(), examRoutes.start, paperParams(), session)).status).toBe(200);
    const paper = await call(lb(), examRoutes.paper, paperParams(), session);
    const questions: PaperQuestion[] = paper.body.data.questions;
    // Written answers cannot change once saved: the workers change the choice answers.
    const changing = questions.filter((q) => q.type !== 'shortAns' && q.type !== 'paragraph');
    expect(changing.length).toBeGreaterThanOrEqual(2);

    // Both nodes serve through the balancer before each stop (node a is back and passed its checks).
    async function waitForBothNodes() {
      const seen = new Set<string>();
      for (let i = 0; i < 200 && seen.size < 2; i++) {
        const res = await fetch(`${lb()}/api/health/ready`);
        const node = res.headers.get('x-lms-node');
        if (res.status === 200 && node) seen.add(node);
        if (seen.size < 2) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect([...seen].sort()).toEqual(['a', 'b']);
    }

    const socket = io(lb(), {
      path: '/socket.io',
      query: { sessionId: session },
      transports: ['websocket'],
      reconnectionDelay: 200,
      reconnectionDelayMax: 1000,
    });
    let timestamp = Date.now();
    try {
      for (let round = 0; round < 4; round++) {
        await waitForBothNodes();
        const failures: string[] = [];
        const acknowledged = new Map<string, string[]>();
        const servedBy = new Set<string>();
        let stopSaving = false;
        const workers = changing.map(async (q) => {
          for (let k = 0; !stopSaving && k < 10_000; k++) {
            const answer = answerNumber(q, k + round);
            const saved = await saveOnce(q._id, answer, ++timestamp);
            if (saved.status === 200) {
              acknowledged.set(q._id, answer);
              if (saved.node) servedBy.add(saved.node);
            } else failures.push(`${saved.status} ${saved.body}`);
          }
        });
        // The stopped node alternates, so the socket was on the stopping node in some rounds.
        const index = round % 2;
        const node = cluster.nodes[index]!;
        await new Promise((resolve) => setTimeout(resolve, 300));
        const started = Date.now();
        const exited = new Promise<number | null>((resolve) =>
          node.process.once('exit', (code) => resolve(code)),
        );
        node.process.kill('SIGTERM');
        const code = await exited;
        const took = Date.now() - started;
        // Saves go on through the other node for a moment, then stop.
        await new Promise((resolve) => setTimeout(resolve, 300));
        stopSaving = true;
        await Promise.all(workers);

        expect(failures, `round ${round}`).toEqual([]);
        expect(code, `round ${round}: node ${node.name} exit code; it printed:\n${node.output()}`).toBe(0);
        // It drained, then stopped: well under SHUTDOWN_TIMEOUT_MS, which would exit 1.
        expect(took).toBeGreaterThanOrEqual(CLUSTER_DRAIN_MS - 100);
        expect(took).toBeLessThan(CLUSTER_DRAIN_MS + 10_000);
        expect(servedBy.size, `round ${round}`).toBe(2);
        const again = await call(lb(), examRoutes.paper, paperParams(), session);
        const stored = new Map(again.body.data.answers.map((a: Body) => [a.questionId, a.answer]));
        for (const [questionId, answer] of acknowledged) {
          expect(stored.get(questionId), `round ${round}`).toEqual(answer);
        }
        // The socket's client reconnected (to the node still up) by itself.
        for (let i = 0; i < 100 && !socket.connected; i++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(socket.connected, `round ${round}`).toBe(true);
        await cluster.restart(index);
      }
    } finally {
      socket.disconnect();
    }
  }, 240_000);
});
