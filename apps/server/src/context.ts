import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { ContextSlots } from './lib/context-slots';
import type { FaultLog } from './lib/fault-log';
import type { Invalidation } from './lib/invalidation';
import type { JobQueue } from './lib/job-queue';
import type { Lifecycle } from './lib/lifecycle';
import type { Metrics } from './lib/metrics';
import type { RateLimiter } from './lib/rate-limiter';
import type { Principal, SessionStore } from './lib/sessions';
import type { SmsProvider } from './lib/sms/sms-provider';
import type { FileStorage } from './lib/storage/file-storage';

/** What every module may use: built once at start and handed to the app. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  limiter: RateLimiter;
  /**
   * The API-wide limit's counters: with Redis, added to Redis in batches (no round trip per request,
   * lib/batched-rate-limiter.ts); without, the node's own.
   */
  apiLimiter: RateLimiter;
  sessions: SessionStore;
  sms: SmsProvider;
  redis?: Redis;
  /** The server's clock; tests may move it. */
  now: () => Date;
  /** Announces changes of cached data to every node (sessions that ended, branding ...). */
  invalidation: Invalidation;
  /** Prometheus metrics of this node, when METRICS_TOKEN is set. */
  metrics?: Metrics;
  /** Short, rate-bounded warnings about the database, Redis and the file store being away. */
  faults: FaultLog;
  /** Up, or on its way down (SIGTERM): readiness and connection reuse follow it. */
  lifecycle: Lifecycle;
  /** Durable background jobs, run once across nodes (pg-boss on PostgreSQL, in-process on PGlite). */
  jobs: JobQueue;
  /** The file store (local disk or S3); `storageOf(ctx)` in modules. */
  storage: FileStorage;
  /** What modules keep once per node (caches, runners, the socket server), made on first use. */
  slots: ContextSlots;
}

export type { AccountPrincipal, Principal } from './lib/sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The name of the route in its table (every API route has one). */
    tableRoute?: string;
  }
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    principal?: Principal;
    sessionTokenHash?: string;
  }
}
