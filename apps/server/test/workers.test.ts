import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toUsername } from '@lms/domain';
import { accountRoutes, type Route, routePath, staffRoutes, studentAdminRoutes } from '@lms/domain/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../src/seed/demo-accounts';
import { clusterRequired } from './support/cluster';
import { type ServerProcess, spawnServer } from './support/server-process';

// WORKERS=2: one server made of a primary process and two worker processes sharing the port, on a
// fresh PostgreSQL database and Redis, used over HTTP. Every request below opens a connection of its
// own, and node:cluster hands each new connection to the next worker, so requests alternate between
// the two workers.
const runs = (Boolean(process.env.DATABASE_URL) && Boolean(process.env.REDIS_URL)) || clusterRequired;

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies read in assertions
type Body = any;

/** One request on a connection of its own (so the cluster picks the next worker for it). */
function call(
  port: number,
  route: Route,
  input: { params?: object; body?: unknown },
  session?: string,
): Promise<{ status: number; body: Body; session?: string }> {
  const payload = input.body === undefined ? undefined : JSON.stringify(input.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: route.method,
        path: `/api${routePath(route, input.params)}`,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(session ? { authorization: session } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: text ? JSON.parse(text) : null,
            session: res.headers.sessionid as string | undefined,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The pids of a process's children. */
function children(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
}

async function waitFor(check: () => boolean, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A WORKERS=2 server on a fresh database of its own, with the given log settings. */
async function startCluster(log: Record<string, string>): Promise<Cluster> {
  const dbName = `lms_workers_${randomBytes(5).toString('hex')}`;
  const base = new URL(process.env.DATABASE_URL!);
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'lms-workers-'));
  const server = spawnServer({
    WORKERS: '2',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: url.toString(),
    REDIS_URL: process.env.REDIS_URL!,
    ALLOW_LOCAL_STORAGE: '1',
    APP_SECRET: 'workers-test-secret-0123456789',
    DATA_DIR: dataDir,
    DATABASE_POOL_SIZE: '5',
    RATE_LIMITS_OFF: '1',
    ...log,
  });
  return { server, dbName, dataDir };
}

/** Kills what is left of the cluster and drops its database. */
async function stopCluster({ server, dbName, dataDir }: Cluster): Promise<void> {
  if (server.child.exitCode === null) {
    for (const pid of children(server.child.pid!)) process.kill(pid, 'SIGKILL');
    server.child.kill('SIGKILL');
  }
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL! });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}

interface Cluster {
  server: ServerProcess;
  dbName: string;
  dataDir: string;
}

describe.skipIf(!runs)('WORKERS=2: worker processes sharing one port', () => {
  let cluster: Cluster;
  let server: ServerProcess;
  let port: number;

  beforeAll(async () => {
    cluster = await startCluster({ LOG_LEVEL: 'warn' });
    server = cluster.server;
    port = await server.ready;
  }, 240_000);

  afterAll(async () => {
    if (cluster) await stopCluster(cluster);
  });

  it('says once that it is ready, with two workers that seeded the database once', async () => {
    expect(server.output().match(/Ready on/g)).toHaveLength(1);
    expect(server.output()).toContain('2 worker processes');
    expect(children(server.child.pid!)).toHaveLength(2);
    const staff = await call(port, staffRoutes.login, {
      body: { username: DEMO.staffUsername, password: DEMO.staffPassword },
    });
    expect(staff.status).toBe(200);
  }, 30_000);

  it('a student deactivated through one worker is signed out on both', async () => {
    const login = await call(port, accountRoutes.login, {
      body: { username: toUsername(DEMO.studentPhone), password: DEMO.studentPassword },
    });
    expect(login.status).toBe(200);
    const session = login.session!;
    // Both workers know the session (and keep it in their session cache).
    const before = await Promise.all([1, 2, 3, 4].map(() => call(port, accountRoutes.profile, {}, session)));
    expect(before.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const studentId = before[0]!.body.data._id;
    const staff = await call(port, staffRoutes.login, {
      body: { username: DEMO.staffUsername, password: DEMO.staffPassword },
    });
    const off = await call(
      port,
      studentAdminRoutes.deactivateStudent,
      { params: { studentId } },
      staff.session,
    );
    expect(off.status).toBe(200);
    // The worker that deactivated forgets the session at once; the other hears of it through Redis pub/sub
    // after the answer (eventually consistent by design), within milliseconds unless the machine is
    // loaded. Two seconds is far below the 10 s session cache, so a lost announcement still fails here.
    const statuses = async () =>
      (await Promise.all([1, 2, 3, 4].map(() => call(port, accountRoutes.profile, {}, session)))).map(
        (r) => r.status,
      );
    await expect.poll(statuses, { timeout: 2_000, interval: 50 }).toEqual([401, 401, 401, 401]);
  }, 30_000);

  it('replaces a worker that dies, and keeps answering meanwhile', async () => {
    const [victim, survivor] = children(server.child.pid!);
    process.kill(victim!, 'SIGKILL');
    await waitFor(() => server.output().includes('starting another'));
    const during = await Promise.all([1, 2, 3, 4].map(() => call(port, staffRoutes.login, { body: {} })));
    // Bad input, answered by a live worker: 400, never a refused connection.
    expect(during.map((r) => r.status)).toEqual([400, 400, 400, 400]);
    await waitFor(() => {
      const now = children(server.child.pid!);
      return now.length === 2 && !now.includes(victim!) && now.includes(survivor!);
    });
  }, 90_000);

  it('stops every worker on SIGTERM and exits 0', async () => {
    const workers = children(server.child.pid!);
    const exit = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    expect(await exit).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  }, 60_000);
});

describe.skipIf(!runs)('WORKERS=2: a fault that kills every worker', () => {
  it('stops the server with exit 1 after more than 5 deaths within a minute', async () => {
    const cluster = await startCluster({ LOG_LEVEL: 'info', LOG_REQUESTS: '0' });
    const { server } = cluster;
    const count = (text: string) => server.output().split(text).length - 1;
    try {
      await server.ready;
      const exit = new Promise<number | null>((resolve) =>
        server.child.once('exit', (code) => resolve(code)),
      );
      // Each death is of a worker that was ready, so each one counts as a crash (a worker that dies
      // while starting stops the server at once, another path).
      for (let death = 1; death <= 6; death++) {
        await waitFor(() => count('a worker process is ready') >= death + 1);
        const [victim] = children(server.child.pid!);
        process.kill(victim!, 'SIGKILL');
        if (death <= 5) await waitFor(() => count('starting another') === death);
      }
      expect(await exit).toBe(1);
      expect(server.output()).toContain('worker processes keep stopping');
      expect(count('starting another')).toBe(5);
    } finally {
      await stopCluster(cluster);
    }
  }, 180_000);
});
