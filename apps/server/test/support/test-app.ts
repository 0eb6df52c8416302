import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { AppContext } from '../../src/context';
import { closeContext, createContext } from '../../src/create-context';
import { openDatabase } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';

/** A clock the test can move. */
export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
  set(date: Date): void;
}

/** Makes a clock starting at the real time. */
export function testClock(start = Date.now()): TestClock {
  let t = start;
  return {
    now: () => new Date(t),
    advance: (ms) => {
      t += ms;
    },
    set: (d) => {
      t = d.getTime();
    },
  };
}

/** A real app on a real, throwaway database: PGlite in memory, or a fresh schema of DATABASE_URL. */
export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  clock: TestClock;
  /** Lines the server logged (the console SMS provider writes codes here). */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

/** True when the tests run against PostgreSQL (CI's second pass). */
export const onPostgres = Boolean(process.env.DATABASE_URL);

// Creating and migrating PGlite costs seconds; each test file's worker does it once and starts every
// further database from a dump of that one.
let template: Promise<Blob> | undefined;
function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    await migrate(db.runner);
    const blob = await db.dump!();
    await db.close();
    return blob;
  })();
  return template;
}

/** Builds the app with a test configuration; `env` overrides settings. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    OTP_REVEAL: '1',
    APP_SECRET: 'test-secret-of-the-test-app',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...env,
  });
  const logs: Record<string, unknown>[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line)) });
  const clock = testClock();
  const pgSchema = config.DATABASE_URL ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const ctx = await createContext(config, {
    log,
    pgliteDir: 'memory://',
    pgSchema,
    now: clock.now,
    pgliteTemplate: config.DATABASE_URL ? undefined : await pgliteTemplate(),
  });
  const app = await buildApp(ctx, { serveWeb: false, loggerInstance: log });
  await app.ready();
  return {
    app,
    ctx,
    clock,
    logs,
    async close() {
      await app.close();
      if (pgSchema) await ctx.database.runner.exec(`DROP SCHEMA "${pgSchema}" CASCADE`);
      await closeContext(ctx);
    },
  };
}
