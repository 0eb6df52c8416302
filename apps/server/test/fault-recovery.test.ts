import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, expectAllStored, liveExam, saveLoop, until } from './support/exam-savers';
import { canRunPostgres, type PrivatePostgres, startPrivatePostgres } from './support/private-postgres';
import { type ServerProcess, spawnServer } from './support/server-process';

// Faults on PostgreSQL, on a cluster of the test's own (127.0.0.1 only): the server killed with
// SIGKILL in the middle of an exam, and the database restarted under the savers. An answer the
// server acknowledged must be stored afterwards; while the database is away, saves fail with a
// retryable 503 (never a 500), and the server serves again once it is back.
// It brings its own database, so it runs once: in the pass without DATABASE_URL (`npm test`).
const enabled = canRunPostgres() && !process.env.SKIP_FAULTS && !process.env.DATABASE_URL;

/** The server on the private database, started again after a kill: its base URL follows its new port. */
class RestartableServer {
  private current?: ServerProcess;
  base = '';

  constructor(private readonly env: Record<string, string>) {}

  async start(): Promise<void> {
    this.current = spawnServer({
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      ...this.env,
    });
    this.base = `http://127.0.0.1:${await this.current.ready}`;
  }

  /** SIGKILL: no graceful stop, nothing flushed. */
  async kill(): Promise<void> {
    const child = this.current?.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }
}

let pg: PrivatePostgres;
let dataDir: string;
let server: RestartableServer;
const call = apiCaller(() => server.base);

describe.skipIf(!enabled)('faults on PostgreSQL', () => {
  beforeAll(async () => {
    pg = startPrivatePostgres();
    dataDir = mkdtempSync(join(tmpdir(), 'lms-fault-'));
    server = new RestartableServer({
      DATABASE_URL: pg.url,
      APP_SECRET: 'fault-suite-secret-0123456789',
      DATA_DIR: dataDir,
      RATE_LIMITS_OFF: '1',
      DATABASE_POOL_SIZE: '10',
    });
    await server.start();
  }, 180_000);
  afterAll(async () => {
    await server?.kill();
    pg?.remove();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged answer when the server is killed with SIGKILL mid-exam', async () => {
    const exam = await liveExam(call);
    const savers = saveLoop(exam, 8, [call]);
    await until(async () => savers.count() >= 150, 60_000);
    await server.kill();
    await savers.stop();
    expect(savers.acknowledged.size).toBeGreaterThan(0);
    expect(savers.statuses.get(500)).toBeUndefined();

    await server.start();
    await expectAllStored(call, exam, savers.acknowledged);
  }, 180_000);

  it('answers 503 while the database restarts, loses no acknowledged answer, and recovers', async () => {
    const exam = await liveExam(call);
    const savers = saveLoop(exam, 8, [call]);
    await until(async () => savers.count() >= 50, 60_000);
    pg.stop();
    const during = savers.count();
    await until(async () => savers.count() >= during + 40, 20_000);
    pg.start();
    // The server serves again on its own once the database is back.
    const recovered = await until(async () => {
      const res = await call('GET', '/health/ready');
      return res.status === 200 && (savers.statuses.get(200) ?? 0) > 0;
    }, 60_000);
    const okBefore = savers.statuses.get(200) ?? 0;
    await until(async () => (savers.statuses.get(200) ?? 0) >= okBefore + 20, 30_000);
    await savers.stop();

    const health = await call('GET', '/health/ready');
    expect(
      recovered,
      `${JSON.stringify([...savers.statuses])} health ${health.status} ${JSON.stringify(health.json)}`,
    ).toBe(true);
    expect(savers.statuses.get(500), JSON.stringify([...savers.statuses])).toBeUndefined();
    expect(savers.statuses.get(503), JSON.stringify([...savers.statuses])).toBeGreaterThan(0);
    expect(savers.statuses.get(200)).toBeGreaterThan(okBefore);
    await expectAllStored(call, exam, savers.acknowledged);
  }, 180_000);
});
