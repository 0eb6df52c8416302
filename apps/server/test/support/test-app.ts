import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { AppContext } from '../../src/context';
import { closeContext, createContext, databaseOptionsOf } from '../../src/create-context';
import { openDatabase, type SqlRunner } from '../../src/db/client';
import { migratedPgliteDump } from './pglite-template';
import { borrowDatabase } from './reusable-database';

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

/** `make`'s promise, made on the first call and kept: a worker's test files share module state. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

function templatePath(): string {
  try {
    return inject('pgliteTemplatePath');
  } catch {
    return '';
  }
}

// Creating and migrating PGlite costs seconds: the run's global setup does it once and every database
// of a test starts from that dump (read once per worker). A file run outside that setup (no path
// provided) makes its own, as does a helper process a test spawns (no Vitest worker there to ask).
const pgliteTemplate = once(async () => {
  const path = templatePath();
  return path ? new Blob([await readFile(path)]) : migratedPgliteDump();
});

// PGlite's share files (6 MB), which it would otherwise read from disk at every start: read once.
const pgliteShareFiles = once(
  async () =>
    new Blob([await readFile(createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.data'))]),
);

/**
 * Drops a test's schema. PostgreSQL may pick the drop as the victim of a deadlock with work still
 * finishing in the background (an audit write, an activity flush) or with another file's drop over
 * shared catalog rows; the drop is then simply tried again.
 */
export async function dropSchema(runner: SqlRunner, schema: string, ifExists = false): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await runner.exec(`DROP SCHEMA ${ifExists ? 'IF EXISTS ' : ''}"${schema}" CASCADE`);
      return;
    } catch (err) {
      const code = (err as { code?: string }).code;
      if ((code !== '40P01' && code !== '55P03') || attempt >= 5) throw err;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
}

/** What this run's PostgreSQL schemas start with (global setup drops them at the run's end). */
function testSchemaPrefix(): string {
  try {
    return inject('testSchemaPrefix') || 't_';
  } catch {
    return 't_';
  }
}

/**
 * A new PostgreSQL schema's name, with the run's prefix: the run's end drops every schema that starts
 * with it, the job queue's `<name>_jobs` beside each included, whatever a test left. None on PGlite.
 */
export function newSchemaName(): string | undefined {
  return process.env.DATABASE_URL ? `${testSchemaPrefix()}${randomBytes(6).toString('hex')}` : undefined;
}

/** Builds the app with a test configuration; `env` overrides settings. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    OTP_REVEAL: '1',
    APP_SECRET: 'test-secret-of-the-test-app',
    // Test nodes sharing Redis run in one process on one machine: their local storage is shared.
    ALLOW_LOCAL_STORAGE: '1',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...env,
  });
  const logs: Record<string, unknown>[] = [];
  const log = pino(
    { level: config.LOG_LEVEL },
    { write: (line: string) => void logs.push(JSON.parse(line)) },
  );
  const clock = testClock();
  const start = {
    log,
    pgliteDir: 'memory://',
    // The schema is dropped when the run ends: its commits need not wait for the disk.
    unflushedCommits: config.DATABASE_URL !== undefined,
    now: clock.now,
    // PGlite: the run's migrated template, a small buffer pool, the share files read once (see openDatabase).
    ...(config.DATABASE_URL
      ? {}
      : {
          pglite: {
            template: await pgliteTemplate(),
            sharedBuffers: '16MB',
            fsBundle: await pgliteShareFiles(),
          },
        }),
  };
  // A test that sets how the database is opened (its pool, timeouts, statements) gets one of its own;
  // the others borrow one an earlier app of the worker handed back, emptied.
  const borrowed = Object.keys(env).some((key) => key.startsWith('DATABASE_'))
    ? undefined
    : await borrowDatabase(
        (pgSchema) => openDatabase(databaseOptionsOf(config, { ...start, pgSchema })),
        newSchemaName,
      );
  const pgSchema = borrowed ? borrowed.schema : newSchemaName();
  const ctx = await createContext(config, { ...start, pgSchema, database: borrowed?.database });
  const app = await buildApp(ctx, { serveWeb: false, loggerInstance: log });
  await app.ready();
  return {
    app,
    ctx,
    clock,
    logs,
    async close() {
      const closeApp = async () => {
        await app.close();
        await ctx.jobs.stop();
        if (pgSchema) {
          if (!borrowed) await dropSchema(ctx.database.runner, pgSchema);
          await dropSchema(ctx.database.runner, `${pgSchema}_jobs`, true);
        }
        await closeContext(ctx);
      };
      await (borrowed ? borrowed.giveBack(closeApp) : closeApp());
    },
  };
}
