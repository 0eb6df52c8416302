import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { databaseFault } from '../src/lib/database-unreachable';
import { until } from './support/exam-savers';
import { dropSchema, newSchemaName, onPostgres } from './support/test-app';

async function backends(database: Database, name: string): Promise<number> {
  const [row] = await database.runner.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1',
    [name],
  );
  return row!.n;
}

describe.concurrent('the PostgreSQL pool of a server', () => {
  it.runIf(onPostgres)(
    'lives through a connection cut while lent out in a transaction: told once, the work fails as retryable',
    async () => {
      const errors: Error[] = [];
      const database = await openDatabase({
        url: process.env.DATABASE_URL,
        poolSize: 2,
        applicationName: `pool-${randomBytes(4).toString('hex')}`,
        onConnectionError: (error) => errors.push(error),
      });
      try {
        const failed = await database.runner
          .session(async (connection) => {
            await connection.exec('BEGIN');
            const [row] = await connection.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
            // A failover or a restart, as the connection sees it: the server ends it between statements.
            await database.runner.query('SELECT pg_terminate_backend($1)', [row!.pid]);
            await until(() => errors.length > 0, 5000);
            await connection.query('SELECT 1');
          })
          .then(
            () => undefined,
            (error: unknown) => error,
          );
        // The server says why (57P01), then the socket closes ("Connection terminated unexpectedly").
        expect(errors[0]).toMatchObject({ code: '57P01' });
        expect(errors.every((e) => databaseFault(e) === 'unreachable')).toBe(true);
        expect(databaseFault(failed)).toBe('unreachable');
        // The pool dropped the cut connection and serves with a new one.
        expect(await database.runner.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      } finally {
        await database.close();
      }
    },
    30_000,
  );

  it.runIf(onPostgres)(
    'opens every connection at start and keeps them open while idle',
    async () => {
      const name = `pool-${randomBytes(4).toString('hex')}`;
      const schemaName = newSchemaName()!;
      const database = await openDatabase({
        url: process.env.DATABASE_URL,
        schemaName,
        poolSize: 4,
        keepOpen: true,
        applicationName: name,
      });
      try {
        await migrate(database.runner);
        await database.warm!();
        expect(await backends(database, name)).toBe(4);
        // pg's pool closes idle connections after 10 s unless they are the kept minimum.
        await new Promise((resolve) => setTimeout(resolve, 11_000));
        expect(await backends(database, name)).toBe(4);
      } finally {
        await dropSchema(database.runner, schemaName);
        await database.close();
      }
    },
    30_000,
  );

  it.runIf(onPostgres)(
    'lets idle connections close when it is not a server (tests)',
    async () => {
      const name = `pool-${randomBytes(4).toString('hex')}`;
      const database = await openDatabase({
        url: process.env.DATABASE_URL,
        poolSize: 3,
        applicationName: name,
      });
      try {
        await Promise.all([1, 2, 3].map(() => database.runner.query('SELECT pg_sleep(0.05)')));
        expect(await backends(database, name)).toBe(3);
        await new Promise((resolve) => setTimeout(resolve, 11_000));
        expect(await backends(database, name)).toBe(1);
      } finally {
        await database.close();
      }
    },
    30_000,
  );
});
