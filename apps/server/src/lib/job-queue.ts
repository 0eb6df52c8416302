import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { isDatabaseUnreachable } from './database-unreachable';
import { createFaultLog } from './fault-log';
import type { Metrics } from './metrics';

/** When and how a job runs. */
export interface JobOptions {
  /** Not before this time (e.g. an attempt's deadline). */
  startAfter?: Date;
  /**
   * At most one job of this name per key: sending it again is a no-op, also after it ran, while
   * finished jobs are kept (12 hours). For work that must happen once (e.g. submitting one attempt).
   */
  singletonKey?: string;
  /** Runs again after a failure this many times (default 3), 5 s apart. */
  retryLimit?: number;
  /** A run taking longer is given up and retried (also when its node died holding it); default 15 min. */
  expireInSeconds?: number;
}

/** A handler's failure: counted, logged, and the job retried until its retry limit. */
export type JobHandler<T> = (data: T) => Promise<void>;

/**
 * Durable background work, run once across every node. On PostgreSQL it is pg-boss (its own schema):
 * a job survives the death of the node that sent or took it (another node runs it once it expires).
 * On the embedded database (one process) it is an in-process runner with the same rules.
 */
export interface JobQueue {
  readonly kind: 'pg-boss' | 'in-process';
  /** Queues a job of `name`; returns false when a job with its `singletonKey` is already waiting. */
  send<T extends object>(name: string, data: T, options?: JobOptions): Promise<boolean>;
  /** Runs `handler` on this node for jobs of `name` (one at a time per name on this node). */
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  /** Jobs waiting or running, by the names this node has sent or worked on. */
  depths(): Promise<Record<string, number>>;
  /** Stops taking jobs and waits for those running here (they are retried elsewhere if cut short). */
  stop(): Promise<void>;
}

const DEFAULTS = { retryLimit: 3, retryDelaySeconds: 5, expireInSeconds: 15 * 60 };

// pg-boss refuses a second job with the same id: a key becomes the id (a UUID made from it).
function idOfKey(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\0${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Where the queue lives and what it reports to. */
export interface JobQueueOptions {
  log: FastifyBaseLogger;
  metrics?: Metrics;
  /** PostgreSQL: pg-boss on this database; without it, the in-process runner. */
  databaseUrl?: string;
  /** pg-boss's schema (`pgboss`); tests use one per database schema. */
  schema?: string;
  /** pg-boss's own connections per node (default 2), besides the API's pool. */
  poolSize?: number;
  /** How often an idle worker looks for jobs, seconds (default 2). */
  pollSeconds?: number;
  /** How often expired jobs are found and retried, seconds (default 60). */
  superviseSeconds?: number;
}

/** The queue for this node: pg-boss with a database URL, else in-process. Nothing runs until first used. */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  // While the database is away every job fails alike (and is retried): one short line per interval.
  const faults = createFaultLog(options.log);
  const failed = (name: string, err: unknown) => {
    options.metrics?.jobFailures.inc({ job: name });
    if (isDatabaseUnreachable(err)) faults.warn(`job ${name} failed: database unreachable`, err);
    else options.log.error({ err, job: name }, `job ${name} failed`);
  };
  return options.databaseUrl
    ? createPgBossQueue(options.databaseUrl, options, failed)
    : createInProcessQueue(failed, options.pollSeconds ?? 0.25);
}

// Creating a queue adds a table with foreign keys to pg-boss's queue table and attaches it to the job
// table: two creators at once (nodes, or a node's workers, starting together) take those locks in
// opposite orders and PostgreSQL kills one as a deadlock. So creators take turns: each holds one
// advisory lock, shared by every node on the database, while it creates. A queue that exists is not
// created again. Should a creator that does not take turns meet ours, the race is tried again.
const RACE_CODES = new Set(['40P01', '23505', '42P07']);
const CREATE_TRIES = 5;
/** The advisory lock's key (any fixed number; it names "creating a pg-boss queue"). */
const CREATE_LOCK_KEY = 7_410_352_901;

/** Runs `create` while holding the cross-node "creating a queue" lock, on a connection of its own. */
async function inTurn(url: string, create: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: 'lms-jobs-create' });
  client.on('error', () => undefined); // a connection lost while waiting surfaces as the query's error
  await client.connect();
  try {
    await client.query("set lock_timeout = '60s'");
    await client.query('select pg_advisory_lock($1)', [CREATE_LOCK_KEY]);
    await create();
  } finally {
    await client.end().catch(() => undefined); // ending the session releases the lock
  }
}

/** Makes queue `name` once, across every node: in turn with other creators, tried again on a race. */
async function createQueueOnce(boss: PgBoss, url: string, name: string): Promise<void> {
  if (await boss.getQueue(name)) return;
  for (let tryNo = 1; ; tryNo++) {
    try {
      await inTurn(url, async () => {
        if (!(await boss.getQueue(name))) await boss.createQueue(name);
      });
      return;
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (tryNo >= CREATE_TRIES || typeof code !== 'string' || !RACE_CODES.has(code)) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** tryNo + Math.floor(Math.random() * 200)));
    }
  }
}

function createPgBossQueue(
  url: string,
  options: JobQueueOptions,
  failed: (name: string, err: unknown) => void,
): JobQueue {
  const boss = new PgBoss({
    connectionString: url,
    schema: options.schema ?? 'pgboss',
    max: options.poolSize ?? 2,
    application_name: 'lms-jobs',
    maintenanceIntervalSeconds: options.superviseSeconds ?? 60,
    retryLimit: DEFAULTS.retryLimit,
    retryDelay: DEFAULTS.retryDelaySeconds,
    expireInSeconds: DEFAULTS.expireInSeconds,
    deleteAfterDays: 1,
  });
  // pg-boss reports each failed poll while the database is away: one short line per interval.
  const faults = createFaultLog(options.log);
  boss.on('error', (err) => faults.warn('job queue error', err));
  let started: Promise<unknown> | undefined;
  const queues = new Map<string, Promise<void>>();
  let stopped = false;
  const ready = async (name: string) => {
    started ??= boss.start().catch((err: unknown) => {
      started = undefined; // the next use tries again (the database may be back)
      throw err;
    });
    await started;
    let made = queues.get(name);
    if (!made) {
      made = createQueueOnce(boss, url, name).catch((err: unknown) => {
        queues.delete(name);
        throw err;
      });
      queues.set(name, made);
    }
    await made;
  };
  return {
    kind: 'pg-boss',
    async send(name, data, jobOptions = {}) {
      await ready(name);
      const id = await boss.send(name, data, {
        ...(jobOptions.startAfter ? { startAfter: jobOptions.startAfter } : {}),
        ...(jobOptions.singletonKey ? { id: idOfKey(name, jobOptions.singletonKey) } : {}),
        retryLimit: jobOptions.retryLimit ?? DEFAULTS.retryLimit,
        expireInSeconds: jobOptions.expireInSeconds ?? DEFAULTS.expireInSeconds,
      });
      return id !== null;
    },
    async work(name, handler) {
      await ready(name);
      await boss.work(
        name,
        { batchSize: 1, pollingIntervalSeconds: options.pollSeconds ?? 2 },
        async ([job]) => {
          if (!job) return;
          try {
            await handler(job.data as never);
          } catch (err) {
            failed(name, err);
            throw err;
          }
        },
      );
    },
    async depths() {
      const out: Record<string, number> = {};
      for (const name of queues.keys()) out[name] = await boss.getQueueSize(name, { before: 'completed' });
      return out;
    },
    async stop() {
      if (stopped || !started) return;
      stopped = true;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

interface Pending {
  data: object;
  runAt: number;
  tries: number;
  retryLimit: number;
}

// One process, one database: the jobs live in this process (they end with it, like the database does
// not: acceptable for the embedded, single-node mode).
function createInProcessQueue(failed: (name: string, err: unknown) => void, pollSeconds: number): JobQueue {
  const pending = new Map<string, Pending[]>();
  const keysSent = new Set<string>();
  const handlers = new Map<string, JobHandler<object>>();
  const running = new Map<string, Promise<void>>();
  let stopped = false;
  const listOf = (name: string) => {
    const list = pending.get(name) ?? [];
    pending.set(name, list);
    return list;
  };
  const runNext = (name: string) => {
    const handler = handlers.get(name);
    if (stopped || !handler || running.has(name)) return;
    const list = listOf(name);
    const now = Date.now();
    const index = list.findIndex((job) => job.runAt <= now);
    if (index < 0) return;
    const job = list[index]!;
    const run = handler(job.data)
      .then(() => {
        list.splice(list.indexOf(job), 1);
      })
      .catch((err) => {
        failed(name, err);
        job.tries += 1;
        if (job.tries > job.retryLimit) list.splice(list.indexOf(job), 1);
        else job.runAt = Date.now() + DEFAULTS.retryDelaySeconds * 1000;
      })
      .finally(() => {
        running.delete(name);
        runNext(name);
      });
    running.set(name, run);
  };
  const timer = setInterval(
    () => {
      for (const name of handlers.keys()) runNext(name);
    },
    Math.max(10, pollSeconds * 1000),
  );
  timer.unref();
  return {
    kind: 'in-process',
    async send(name, data, options = {}) {
      const list = listOf(name);
      if (options.singletonKey) {
        const key = `${name}\0${options.singletonKey}`;
        if (keysSent.has(key)) return false;
        if (keysSent.size >= 100_000) keysSent.clear();
        keysSent.add(key);
      }
      list.push({
        data,
        runAt: options.startAfter?.getTime() ?? 0,
        tries: 0,
        retryLimit: options.retryLimit ?? DEFAULTS.retryLimit,
      });
      queueMicrotask(() => runNext(name));
      return true;
    },
    async work(name, handler) {
      handlers.set(name, handler as JobHandler<object>);
      runNext(name);
    },
    async depths() {
      return Object.fromEntries([...pending].map(([name, list]) => [name, list.length]));
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
