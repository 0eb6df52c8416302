import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { AppContext } from '../../context';

/**
 * Raw SQL for the exam hot path. On PostgreSQL each statement is a named prepared statement (parsed and
 * planned once per connection) unless DATABASE_PREPARED_STATEMENTS=unnamed; on PGlite it is a plain
 * parameterized query. Cast numeric and bigint
 * results to float8 in the SQL: the two drivers parse them differently.
 */
export interface RawSql {
  query<T>(name: string, text: string, params: unknown[]): Promise<T[]>;
}

/** The raw SQL runner over the context's database driver. */
export function rawSql(ctx: Pick<AppContext, 'db' | 'database'>): RawSql {
  const client = (ctx.db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (ctx.database.kind === 'postgres') {
    const pool = client as pg.Pool;
    const named = ctx.database.namedStatements;
    return {
      query: async <T>(name: string, text: string, params: unknown[]) =>
        (await pool.query(named ? { name, text, values: params } : { text, values: params })).rows as T[],
    };
  }
  const lite = client as PGlite;
  return {
    query: async <T>(_name: string, text: string, params: unknown[]) =>
      (await lite.query<T>(text, params)).rows,
  };
}
