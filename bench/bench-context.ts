// A real app context for the Results benchmarks (the use cases read its caches and scorer): a
// throwaway PGlite database in memory, or a schema of its own on DATABASE_URL, migrated.

import pino from 'pino';
import { loadConfig } from '../apps/server/src/config';
import type { AppContext } from '../apps/server/src/context';
import { closeContext, createContext } from '../apps/server/src/create-context';

/** Opens the context; `close` drops the PostgreSQL schema and closes it. */
export async function benchContext(schema: string): Promise<{ ctx: AppContext; close: () => Promise<void> }> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    APP_SECRET: 'bench-secret-of-the-results-benchmarks',
    ALLOW_LOCAL_STORAGE: '1',
    // The fixture's inserts run long on a shared machine.
    DATABASE_STATEMENT_TIMEOUT_MS: '900000',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  if (config.DATABASE_URL) {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: config.DATABASE_URL });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  }
  const ctx = await createContext(config, {
    log: pino({ level: 'warn' }),
    pgliteDir: 'memory://',
    pgSchema: schema,
  });
  return {
    ctx,
    close: async () => {
      if (ctx.database.kind === 'postgres') await ctx.database.runner.exec(`drop schema ${schema} cascade`);
      await closeContext(ctx);
    },
  };
}
