import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { examRoutes, scoreboardRoutes } from '@lms/domain/contract';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { AppContext } from '../src/context';
import { closeContext, createContext } from '../src/create-context';
import { examInGroup, liveExamWorld, student } from './exams-fixtures';
import { callRoute } from './support/call-route';
import { createTestApp, type TestApp } from './support/test-app';

// A node whose database connection goes through PgBouncer in transaction mode (Debian 12's 1.18, which
// does not carry named prepared statements between server connections), with
// DATABASE_PREPARED_STATEMENTS=unnamed. PgBouncer gets one server connection: every client of the
// node's pool shares it, as many nodes' clients share a few in production.
const PGBOUNCER = '/usr/sbin/pgbouncer';
const runs = Boolean(process.env.DATABASE_URL) && existsSync(PGBOUNCER);

let t: TestApp;
let bouncer: ChildProcess | undefined;
let dir: string;
let ctx: AppContext | undefined;
let app: FastifyInstance | undefined;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  if (!runs) return;
  // The test app migrates its own schema on PostgreSQL directly; PgBouncer's server connection works in it.
  t = await createTestApp();
  const [row] = await t.ctx.database.runner.query<{ schema: string }>('SELECT current_schema() AS schema');
  const target = new URL(process.env.DATABASE_URL!);
  const port = await freePort();
  dir = mkdtempSync(join(tmpdir(), 'pgbouncer-'));
  writeFileSync(join(dir, 'users.txt'), `"${decodeURIComponent(target.username || 'postgres')}" ""\n`);
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    `[databases]
lms = host=${target.hostname} port=${target.port || 5432} dbname=${target.pathname.slice(1)} user=${decodeURIComponent(target.username || 'postgres')} ${target.password ? `password=${decodeURIComponent(target.password)} ` : ''}connect_query='SET search_path = ${row!.schema}'
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = trust
auth_file = ${join(dir, 'users.txt')}
pool_mode = transaction
ignore_startup_parameters = statement_timeout,lock_timeout
default_pool_size = 1
max_client_conn = 100
`,
  );
  // PgBouncer refuses to run as root: -u names the user it switches to.
  const asRoot = process.getuid?.() === 0;
  bouncer = spawn(PGBOUNCER, [...(asRoot ? ['-u', 'postgres'] : []), join(dir, 'pgbouncer.ini')], {
    stdio: 'ignore',
  });
  const url = `postgres://${target.username || 'postgres'}@127.0.0.1:${port}/lms`;
  for (let i = 0; ; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const c = connect(port, '127.0.0.1', () => {
        c.end();
        resolve(true);
      });
      c.on('error', () => resolve(false));
    });
    if (up) break;
    if (i > 50) throw new Error('pgbouncer did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    APP_SECRET: 'test-secret-of-the-test-app',
    DATABASE_URL: url,
    DATABASE_POOL_SIZE: '4',
    DATABASE_PREPARED_STATEMENTS: 'unnamed',
  });
  ctx = await createContext(config, { log: pino({ level: 'warn' }), now: t.clock.now });
  app = await buildApp(ctx, { serveWeb: false, loggerInstance: pino({ level: 'warn' }) });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await ctx?.jobs.stop();
  if (ctx) await closeContext(ctx);
  bouncer?.kill('SIGKILL');
  if (dir) rmSync(dir, { recursive: true, force: true });
  await t?.close();
});

describe.skipIf(!runs)('through PgBouncer in transaction mode', () => {
  it('checks sessions and saves answers from many connections at once, and every save is stored', async () => {
    // The node's pool connections all land on PgBouncer's one server connection.
    const pool = (ctx!.db as unknown as { $client: pg.Pool }).$client;
    const clients = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
    const pids = await Promise.all(clients.map((c) => c.query('SELECT pg_backend_pid() AS pid')));
    for (const c of clients) c.release();
    expect(new Set(pids.map((r) => r.rows[0].pid)).size).toBe(1);

    const w = await liveExamWorld(t);
    const students = [w.me, ...(await Promise.all(Array.from({ length: 5 }, () => student(t, [w.groupId]))))];
    // Started at once: the session look-ups run on several pool connections.
    const starts = await Promise.all(
      students.map((s) => callRoute(app!, examRoutes.start, examInGroup(w), { token: s.session })),
    );
    expect(starts.map((r) => `${r.statusCode} ${r.statusCode === 200 ? '' : r.body}`)).toEqual(
      starts.map(() => '200 '),
    );
    // Several students' saves at once: their session look-ups and answer batches run on several pool
    // connections, which PgBouncer puts on one server connection, where named statements would meet
    // ("prepared statement ... already exists").
    const saves = await Promise.all(
      students.flatMap((s, n) =>
        [0, 1].map((q) =>
          callRoute(
            app!,
            examRoutes.addAnswer,
            {
              ...examInGroup(w),
              body: {
                questionId: w.questionIds[q]!,
                answer: q === 0 ? [String(3 + (n % 4))] : ['2'],
                timestamp: Date.now(),
              },
            },
            { token: s.session },
          ),
        ),
      ),
    );
    expect(saves.map((s) => `${s.statusCode} ${s.statusCode === 200 ? '' : s.body}`)).toEqual(
      saves.map(() => '200 '),
    );
    for (const [n, s] of students.entries()) {
      const paper = await callRoute(t.app, examRoutes.paper, examInGroup(w), { token: s.session });
      const stored = new Map(
        paper
          .json()
          .data.answers.map((a: { questionId: string; answer: string[] }) => [a.questionId, a.answer]),
      );
      expect(stored.get(w.questionIds[0]!)).toEqual([String(3 + (n % 4))]);
      expect(stored.get(w.questionIds[1]!)).toEqual(['2']);
    }
  }, 60_000);

  it("reads results and scoreboards from many connections at once, each student's own", async () => {
    const w = await liveExamWorld(t, { exam: { isPracticeExam: true } });
    const students = [w.me, ...(await Promise.all(Array.from({ length: 5 }, () => student(t, [w.groupId]))))];
    for (const [n, s] of students.entries()) {
      const as = { token: s.session };
      expect((await callRoute(app!, examRoutes.start, examInGroup(w), as)).statusCode).toBe(200);
      const body = { questionId: w.questionIds[0]!, answer: [String(3 + (n % 4))], timestamp: Date.now() };
      expect((await callRoute(app!, examRoutes.addAnswer, { ...examInGroup(w), body }, as)).statusCode).toBe(
        200,
      );
      expect((await callRoute(app!, examRoutes.submit, examInGroup(w), as)).statusCode).toBe(200);
    }
    // The result's and the scoreboard's reads are prepared statements: through PgBouncer they must go
    // unnamed, or two pool connections on its one server connection would meet.
    const [results, boards] = await Promise.all([
      Promise.all(
        students.map((s) => callRoute(app!, examRoutes.result, examInGroup(w), { token: s.session })),
      ),
      Promise.all(
        students.map((s) => callRoute(app!, scoreboardRoutes.scoreboard, {}, { token: s.session })),
      ),
    ]);
    expect(
      [...results, ...boards].map((r) => `${r.statusCode} ${r.statusCode === 200 ? '' : r.body}`),
    ).toEqual([...results, ...boards].map(() => '200 '));
    for (const [n, r] of results.entries()) {
      const { examResult } = r.json().data;
      expect(examResult.studentId).toBe(students[n]!.id);
      const first = examResult.answers.find(
        (a: { questionId: { _id: string } }) => a.questionId._id === w.questionIds[0],
      );
      expect(first.answer).toEqual([String(3 + (n % 4))]);
    }
  }, 60_000);
});
