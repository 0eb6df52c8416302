import {
  EXAM_PRESENCE_EVENT,
  type ExamMonitorSummary,
  examMonitorRoutes,
  examRoutes,
  type MonitorStudentRow,
} from '@lms/domain/contract';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../src/db/schema';
import { monitorHubOf } from '../src/modules/exams/monitor/monitor-plugin';
import { caller, examInGroup, liveExamWorld, MINUTE, student } from './exams-fixtures';
import { answerSaver, answerTo } from './exams-student-calls';
import { newPhone, registeredStudent, signIn, staffSession } from './support/factories';
import { connected, eventually, openSocket } from './support/sockets';
import { createTestApp, type TestApp } from './support/test-app';

// The monitor's Answering / Offline comes from the student's live socket on the exam page: these tests
// open real sockets to listening apps and read the monitor through its routes.
const redisUrl = process.env.REDIS_URL;
const sockets: Socket[] = [];
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});

/** A student socket that says it is on the exam's page (null: another page), once the server took it. */
async function onPage(t: TestApp, session: string, examId: string | null): Promise<Socket> {
  const socket = openSocket(t.app, session);
  sockets.push(socket);
  await connected(socket);
  expect(await socket.timeout(5000).emitWithAck(EXAM_PRESENCE_EVENT, { examId })).toEqual({ ok: true });
  return socket;
}

/** Reads the monitor of `t` as a moderator: a student's row by phone, and a group's counts. */
function monitorOf(t: TestApp, moderator: string) {
  const api = caller(t);
  return {
    async row(examId: string, phone: string): Promise<MonitorStudentRow> {
      const res = await api(
        examMonitorRoutes.listMonitorStudents,
        { params: { examId }, query: { search: phone } },
        moderator,
      );
      expect(res.status).toBe(200);
      return res.body.data.items[0];
    },
    async counts(examId: string): Promise<ExamMonitorSummary['groups'][number]> {
      const res = await api(examMonitorRoutes.getMonitor, { params: { examId } }, moderator);
      expect(res.status).toBe(200);
      return res.body.data.groups[0];
    },
    /** Waits until the student's state is `state` (up to `ms` of real time). */
    async becomes(examId: string, phone: string, state: MonitorStudentRow['state'], ms = 5000) {
      return eventually(async () => (await this.row(examId, phone)).state === state, ms);
    },
  };
}

describe('presence on one node (in-process)', { timeout: 60_000 }, () => {
  let t: TestApp;
  let monitor: ReturnType<typeof monitorOf>;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: '' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    monitor = monitorOf(t, await staffSession(t.app, ['moderator']));
  });
  afterAll(async () => {
    await t.close();
  });

  it('a student on the exam page is answering however long without a save, offline once the socket is gone', async () => {
    const w = await liveExamWorld(t);
    const api = caller(t);
    expect((await api(examRoutes.start, examInGroup(w), w.me.session)).status).toBe(200);
    const saved = await answerSaver(t)(answerTo(w.examId, w.groupId), w.me.session, {
      questionId: w.questionIds[0],
      answer: ['4'],
    });
    expect(saved.status).toBe(200);
    const savedAt = t.clock.now().toISOString();
    const page = await onPage(t, w.me.session, w.examId);

    // Writing a long answer: minutes with no save, still on the page.
    t.clock.advance(5 * MINUTE);
    expect(await monitor.becomes(w.examId, w.me.phone, 'answering')).toBe(true);
    expect(await monitor.counts(w.examId)).toMatchObject({ answering: 1, offline: 0, notStarted: 0 });

    page.disconnect();
    expect(await monitor.becomes(w.examId, w.me.phone, 'offline')).toBe(true);
    expect(await monitor.row(w.examId, w.me.phone)).toMatchObject({ state: 'offline', lastSaveAt: savedAt });
    expect(await monitor.counts(w.examId)).toMatchObject({ answering: 0, offline: 1 });
    // Listed by the Offline filter too.
    const offline = await caller(t)(
      examMonitorRoutes.listMonitorStudents,
      { params: { examId: w.examId }, query: { state: 'offline' } },
      await staffSession(t.app, ['moderator']),
    );
    expect(offline.body.data.items.map((r: MonitorStudentRow) => r.studentId)).toEqual([w.me.id]);
  });

  it("counts a socket that never says its page (the original client) on the exam its student sits; our app's socket elsewhere does not count", async () => {
    const w = await liveExamWorld(t);
    const other = await student(t, [w.groupId]);
    // The original client connects at page load, before the exam is started.
    const original = openSocket(t.app, w.me.session);
    sockets.push(original);
    await connected(original);
    await onPage(t, other.session, null);
    const api = caller(t);
    for (const s of [w.me, other])
      expect((await api(examRoutes.start, examInGroup(w), s.session)).status).toBe(200);
    t.clock.advance(3 * MINUTE);
    // Its exam is found on the next heartbeat (its start counted until then).
    await monitorHubOf(t.ctx)!.heartbeat();
    expect(await monitor.becomes(w.examId, w.me.phone, 'answering')).toBe(true);
    expect((await monitor.row(w.examId, other.phone)).state).toBe('offline');
    // A malformed page is refused: the socket stays where it was.
    expect(await original.timeout(5000).emitWithAck(EXAM_PRESENCE_EVENT, { examId: 'not-an-id' })).toEqual({
      ok: false,
      message: 'examId must be an id or null',
    });
    await monitorHubOf(t.ctx)!.heartbeat();
    expect((await monitor.row(w.examId, w.me.phone)).state).toBe('answering');
  });

  it('a connection that died without closing is offline within 30 seconds', async () => {
    const w = await liveExamWorld(t);
    expect((await caller(t)(examRoutes.start, examInGroup(w), w.me.session)).status).toBe(200);
    const page = await onPage(t, w.me.session, w.examId);
    t.clock.advance(MINUTE);
    expect(await monitor.becomes(w.examId, w.me.phone, 'answering')).toBe(true);
    // The network goes: the client's TCP socket stops reading, so pings go unanswered and no close
    // reaches the server (socket.io-client's engine runs on a `ws` WebSocket in Node).
    const transport = page.io.engine.transport as unknown as { ws: { _socket: { pause(): void } } };
    const dropped = Date.now();
    transport.ws._socket.pause();
    expect(await monitor.becomes(w.examId, w.me.phone, 'offline', 30_000)).toBe(true);
    expect(Date.now() - dropped).toBeLessThanOrEqual(30_000);
  });
});

describe.skipIf(!redisUrl)('presence across two nodes (Redis)', { timeout: 60_000 }, () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL: redisUrl! });
    b = await createTestApp({ REDIS_URL: redisUrl! });
    for (const node of [a, b]) await node.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("a student whose socket is on another node's exam page is answering here, and offline here once it closes", async () => {
    const monitor = monitorOf(a, await staffSession(a.app, ['moderator']));
    const w = await liveExamWorld(a);
    expect((await caller(a)(examRoutes.start, examInGroup(w), w.me.session)).status).toBe(200);
    a.clock.advance(5 * MINUTE);
    expect((await monitor.row(w.examId, w.me.phone)).state).toBe('offline');

    // The same student signed in through node b (its database plays the shared one).
    const phone = newPhone();
    const there = await registeredStudent(b.ctx, phone);
    await b.ctx.db.update(students).set({ id: w.me.id }).where(eq(students.id, there));
    const page = await onPage(b, await signIn(b.app, phone), w.examId);
    expect(await monitor.becomes(w.examId, w.me.phone, 'answering')).toBe(true);
    // b's heartbeat keeps it there.
    await monitorHubOf(b.ctx)!.heartbeat();
    expect((await monitor.row(w.examId, w.me.phone)).state).toBe('answering');

    page.disconnect();
    expect(await monitor.becomes(w.examId, w.me.phone, 'offline')).toBe(true);
    expect(await monitor.counts(w.examId)).toMatchObject({ answering: 0, offline: 1 });
  });
});
