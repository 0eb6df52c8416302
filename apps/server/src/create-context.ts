import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { AppContext } from './context';
import { type Database, type DatabaseOptions, openDatabase, type PgliteStart } from './db/client';
import { migrate } from './db/migrate';
import { createBatchedRateLimiter } from './lib/batched-rate-limiter';
import { ContextSlots } from './lib/context-slots';
import { createFaultLog, errorSummary, type FaultLog } from './lib/fault-log';
import { createLocalInvalidation, createRedisInvalidation } from './lib/invalidation';
import { createJobQueue } from './lib/job-queue';
import { createLifecycle } from './lib/lifecycle';
import { createMetrics } from './lib/metrics';
import {
  createFallbackRateLimiter,
  createMemoryRateLimiter,
  createRedisRateLimiter,
} from './lib/rate-limiter';
import { SessionStore } from './lib/sessions';
import { createSmsProvider } from './lib/sms/sms-providers';
import { createStorage } from './lib/storage';

/** Extra choices for building a context (tests use a throwaway database and their own clock). */
export interface ContextOptions {
  log: FastifyBaseLogger;
  /** PGlite folder; defaults to DATA_DIR/db. `memory://` for a throwaway database. */
  pgliteDir?: string;
  /** PostgreSQL schema (tests use one per file). */
  pgSchema?: string;
  /** PostgreSQL: commits that do not wait for the disk, for a test's throwaway schema (see `openDatabase`). */
  unflushedCommits?: boolean;
  now?: () => Date;
  /** How to start PGlite for a throwaway database (the tests): a dump, a small pool, its files read once. */
  pglite?: PgliteStart;
  /** A long-running server: PostgreSQL connections are opened and warmed now and kept open. */
  keepConnectionsWarm?: boolean;
  /**
   * An open database to work in instead of opening one from the settings (the tests lend one database
   * to app after app); migrations are applied to it as to any other.
   */
  database?: Database;
  /** PostgreSQL: wait (with a growing pause) until the database answers, saying so once in the log. */
  waitForDatabase?: boolean;
}

/**
 * The Redis client of a node. Every command fails after two reconnection tries rather than waiting for
 * Redis to come back, and an 'error' (Redis away) is a rate-bounded warning, never a crash.
 */
function openRedis(url: string, faults: FaultLog): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 2000 });
  redis.on('error', (error) => faults.warn('redis unreachable', error));
  return redis;
}

/**
 * Waits (at most `ms`) for the first connection to Redis, so a node that has just started counts limits
 * and hears session ends together with the others from its first request. A refused or failed first
 * try ('error') ends the wait at once: Redis away never holds the start.
 */
async function redisConnected(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return;
  await once(redis, 'ready', { signal: AbortSignal.timeout(ms) }).catch(() => undefined);
}

const SESSION_TOPIC = 'session';
// As long as one connection attempt may take (`connectTimeout`).
const REDIS_START_WAIT_MS = 2000;

/** How a context opens its database: from the settings, and the options' folder, schema and start. */
export function databaseOptionsOf(config: Config, options: ContextOptions): DatabaseOptions {
  let pgliteDir = options.pgliteDir;
  if (!config.DATABASE_URL && !pgliteDir) {
    const dir = resolve(config.DATA_DIR, 'db');
    mkdirSync(dir, { recursive: true });
    pgliteDir = dir;
  }
  return {
    url: config.DATABASE_URL,
    dataDir: pgliteDir,
    schemaName: options.pgSchema,
    unflushedCommits: options.unflushedCommits,
    poolSize: config.DATABASE_POOL_SIZE,
    keepOpen: options.keepConnectionsWarm,
    pglite: options.pglite,
    namedStatements: config.DATABASE_PREPARED_STATEMENTS === 'named',
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    lockTimeoutMs: config.DATABASE_LOCK_TIMEOUT_MS,
    ...(options.waitForDatabase
      ? {
          waitForServer: {
            waiting: (address: string) => options.log.warn(`waiting for PostgreSQL at ${address}…`),
          },
        }
      : {}),
  };
}

/** Opens the database (PGlite or PostgreSQL), applies migrations, and wires Redis, limits and SMS. */
export async function createContext(config: Config, options: ContextOptions): Promise<AppContext> {
  const faults = createFaultLog(options.log);
  const database =
    options.database ??
    (await openDatabase({
      ...databaseOptionsOf(config, options),
      onConnectionError: (error) => faults.warn('database connection lost', error),
    }));
  await migrate(database.runner);
  if (options.keepConnectionsWarm) await database.warm?.();
  const redis = config.REDIS_URL ? openRedis(config.REDIS_URL, faults) : undefined;
  if (redis) await redisConnected(redis, REDIS_START_WAIT_MS);
  const now = options.now ?? (() => new Date());
  const sms = createSmsProvider(config, options.log);
  const sessions = new SessionStore(database.db, now, database.namedStatements);
  const invalidation = redis
    ? createRedisInvalidation(redis, (error) => faults.warn('redis unreachable', error))
    : createLocalInvalidation();
  // A session ended through any node stops working on every node at once, not when its cache entry ages.
  sessions.onEnded((tokenHashes) => {
    for (const tokenHash of tokenHashes) invalidation.publish(SESSION_TOPIC, tokenHash);
  });
  invalidation.subscribe(SESSION_TOPIC, (tokenHash) => tokenHash && sessions.forgetCached(tokenHash));
  const metrics = config.METRICS_TOKEN ? createMetrics() : undefined;
  const poolStats = database.poolStats;
  if (metrics && poolStats) {
    metrics.labelledGauge('lms_db_pool_connections', 'PostgreSQL pool connections by state', 'state', () => {
      const { open, idle, waiting } = poolStats();
      return { in_use: open - idle, idle, waiting };
    });
  }
  const memoryLimiter = createMemoryRateLimiter(() => now().getTime());
  return {
    config,
    database,
    metrics,
    db: database.db,
    limiter: redis
      ? createFallbackRateLimiter(
          createRedisRateLimiter(redis),
          createMemoryRateLimiter(() => now().getTime()),
          () => redis.status === 'ready',
          (usingLocal, error) =>
            usingLocal
              ? options.log.warn(
                  { fault: 'redis unreachable', ...errorSummary(error) },
                  'rate limits: Redis is away, counting on this node until it is back',
                )
              : options.log.info('rate limits: counting in Redis again'),
        )
      : memoryLimiter,
    apiLimiter: redis
      ? createBatchedRateLimiter(redis, {
          prefix: 'rl:',
          flushMs: 250,
          available: () => redis.status === 'ready',
          // A failing flush comes every 250 ms: told through the fault log, once per interval.
          onError: (error) => faults.warn('redis unreachable', error),
          now: () => now().getTime(),
        })
      : memoryLimiter,
    sessions,
    invalidation,
    sms,
    redis,
    now,
    faults,
    lifecycle: createLifecycle(),
    jobs: createJobQueue({
      log: options.log,
      metrics,
      databaseUrl: config.DATABASE_URL,
      // Tests: one pg-boss schema beside each test schema.
      ...(options.pgSchema ? { schema: `${options.pgSchema}_jobs` } : {}),
    }),
    storage: createStorage({ config, now }),
    slots: new ContextSlots(),
  };
}

/** Closes what a context opened. */
export async function closeContext(ctx: AppContext): Promise<void> {
  await ctx.jobs.stop();
  await ctx.invalidation.close();
  await ctx.apiLimiter.close();
  await ctx.limiter.close();
  ctx.redis?.disconnect();
  await ctx.database.close();
}
