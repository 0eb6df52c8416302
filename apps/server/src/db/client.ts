import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { setStatementNaming } from './prepared';
import * as schema from './schema';

/** The Drizzle database, the same type on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction of `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Either the database or a transaction: repositories take this so use cases can compose them. */
export type Queryable = Db | Tx;

/** A raw SQL runner used by the migrator (both drivers speak PostgreSQL). */
export interface SqlRunner {
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs `fn` on one connection (session-level locks need that). */
  session<T>(fn: (runner: SqlRunner) => Promise<T>): Promise<T>;
}

/** An open database with its driver kind and a way to close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  runner: SqlRunner;
  close(): Promise<void>;
  /** PGlite only: the data folder as a blob, to start other databases from. */
  dump?: () => Promise<Blob>;
  /** PostgreSQL only: opens every pool connection and loads its catalog caches for the app's tables. */
  warm?: () => Promise<void>;
  /** PostgreSQL only: the pool's connections open, idle, and requests waiting for one (for metrics). */
  poolStats?: () => { open: number; idle: number; waiting: number };
  /** Whether hot statements may be named prepared statements (see DATABASE_PREPARED_STATEMENTS). */
  namedStatements: boolean;
}

/** How a process that opens many throwaway PGlite databases (the tests) starts each one faster. */
export interface PgliteStart {
  /** A data-folder dump to start from (the tests reuse one migrated database). */
  template?: Blob;
  /**
   * The size of its buffer pool (`shared_buffers`, e.g. `16MB`; PGlite's own is 128MB). A test's
   * throwaway database holds little, and a start sets up the whole pool: 128MB took about a third of the
   * CPU of starting a test database from the template (330 -> 240 ms, 30-11-2026).
   */
  sharedBuffers?: string;
  /**
   * Its share files (`@electric-sql/pglite/pglite.data`, 6 MB), already read. PGlite reads them from
   * disk at every start otherwise; a process that opens many databases reads them once.
   */
  fsBundle?: Blob;
}

/** Options for opening the database. */
export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data folder; `memory://` for a throwaway database. */
  dataDir?: string;
  /** PostgreSQL schema to work in (tests use one schema per file). */
  schemaName?: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
  /** PostgreSQL: keep every connection open once made (a server; tests let idle ones close). */
  keepOpen?: boolean;
  /** PostgreSQL: the name its connections show in pg_stat_activity. */
  applicationName?: string;
  /** How to start PGlite when it is opened for a throwaway database (the tests); see `PgliteStart`. */
  pglite?: PgliteStart;
  /** PostgreSQL: name the hot statements (default true). */
  namedStatements?: boolean;
  /** PostgreSQL: the longest a new connection may take, ms (0: no limit). */
  connectTimeoutMs?: number;
  /** PostgreSQL: `statement_timeout` and `lock_timeout` of every connection, ms (0: none). */
  statementTimeoutMs?: number;
  lockTimeoutMs?: number;
  /** PostgreSQL: told of every error a connection reports by itself (dropped, server gone). */
  onConnectionError?: (error: Error) => void;
  /**
   * PostgreSQL: commits do not wait for their WAL to reach the disk (`synchronous_commit=off`). Only for a
   * test's throwaway schema: a crash of PostgreSQL could lose the last moment's commits, which a test
   * never relies on, while on a slow disk every commit's flush costs a test its time.
   */
  unflushedCommits?: boolean;
  /**
   * PostgreSQL: wait until the server answers before going on, trying again with a growing pause;
   * `waiting` is told once, with the server's host:port, when the first try fails.
   */
  waitForServer?: { waiting: (address: string) => void };
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options);
  return openPglite(options.dataDir ?? 'memory://', options.pglite);
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const { schemaName, keepOpen } = options;
  const max = options.poolSize ?? 20;
  const pool = new pg.Pool({
    connectionString: url,
    application_name: options.applicationName ?? 'coaching-lms',
    max,
    // A pool that shrinks in the quiet minutes before an exam meets the start burst with new
    // connections, each of which reads PostgreSQL's catalogs again.
    min: keepOpen ? max : 0,
    options: connectionOptions(schemaName, options.unflushedCommits),
    ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    ...(options.lockTimeoutMs ? { lock_timeout: options.lockTimeoutMs } : {}),
  });
  // A connection cut by the database (a restart, a failover) emits 'error'; without a listener that
  // crashes the process. The pool listens only while a connection is idle in it, so every connection
  // gets a listener of its own when made, which covers it while it is lent out (in a transaction).
  // The query it was running fails on its own, and the pool drops the connection when it is released.
  const reported = (error: Error) => options.onConnectionError?.(error);
  pool.on('error', reported);
  pool.on('connect', (client) => client.on('error', reported));
  if (options.waitForServer) await waitForServer(pool, url, options.waitForServer.waiting);
  if (schemaName) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  setStatementNaming(db, options.namedStatements ?? true);
  return {
    db,
    kind: 'postgres',
    runner: pgRunner(pool),
    close: () => pool.end(),
    warm: () => warmPool(pool, max),
    poolStats: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    namedStatements: options.namedStatements ?? true,
  };
}

/** The `options` a PostgreSQL connection starts with: its schema, and whether commits wait for the disk. */
function connectionOptions(schemaName?: string, unflushedCommits?: boolean): string | undefined {
  const settings = [
    ...(schemaName ? [`-c search_path=${schemaName}`] : []),
    ...(unflushedCommits ? ['-c synchronous_commit=off'] : []),
  ];
  return settings.length > 0 ? settings.join(' ') : undefined;
}

const FIRST_PAUSE_MS = 250;
const LONGEST_PAUSE_MS = 5000;

/** Tries `select 1` until it works, pausing longer after each failure (up to 5 s). */
async function waitForServer(pool: pg.Pool, url: string, waiting: (address: string) => void): Promise<void> {
  let pause = FIRST_PAUSE_MS;
  for (let attempt = 0; ; attempt++) {
    try {
      await pool.query('select 1');
      return;
    } catch {
      if (attempt === 0) {
        const { hostname, port } = new URL(url);
        waiting(`${hostname || 'localhost'}:${port || '5432'}`);
      }
      await new Promise((resolve) => setTimeout(resolve, pause));
      pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
    }
  }
}

/**
 * Opens `size` connections at once and plans a read of every table of the schema on each, so the
 * first requests after a start find connections open and their catalog caches loaded.
 */
async function warmPool(pool: pg.Pool, size: number): Promise<void> {
  const clients = await Promise.all(Array.from({ length: size }, () => pool.connect()));
  try {
    const { rows: tables } = await clients[0]!.query<{ name: string }>(
      `SELECT quote_ident(c.relname) AS name FROM pg_class c
       WHERE c.relkind IN ('r', 'p') AND c.relnamespace = current_schema()::regnamespace`,
    );
    await Promise.all(
      clients.map(async (client) => {
        for (const { name } of tables) await client.query(`SELECT 1 FROM ${name} LIMIT 0`);
      }),
    );
  } finally {
    for (const client of clients) client.release();
  }
}

async function openPglite(
  dataDir: string,
  { template, sharedBuffers, fsBundle }: PgliteStart = {},
): Promise<Database> {
  const client = await PGlite.create(dataDir, {
    ...(template ? { loadDataDir: template } : {}),
    ...(fsBundle ? { fsBundle } : {}),
    ...(sharedBuffers
      ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`] }
      : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    runner: pgliteRunner(client),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
    namedStatements: false,
  };
}

function pgRunner(target: pg.Pool | pg.PoolClient): SqlRunner {
  return {
    exec: async (sql) => {
      await target.query(sql);
    },
    query: async <T>(sql: string, params?: unknown[]) => (await target.query(sql, params)).rows as T[],
    session: async (fn) => {
      if (!(target instanceof pg.Pool)) return fn(pgRunner(target));
      const client = await target.connect();
      try {
        return await fn(pgRunner(client));
      } finally {
        client.release();
      }
    },
  };
}

function pgliteRunner(client: PGlite): SqlRunner {
  const runner: SqlRunner = {
    exec: async (sql) => {
      await client.exec(sql);
    },
    query: async <T>(sql: string, params?: unknown[]) => (await client.query<T>(sql, params)).rows,
    session: (fn) => fn(runner),
  };
  return runner;
}
