import type { SqlRunner } from './client';

/**
 * Runs `fn` while holding a PostgreSQL session-level advisory lock, so that of several API nodes
 * starting together only one does the work at a time; the others wait and then find it done.
 */
export function runExclusively<T>(
  runner: SqlRunner,
  key: number,
  fn: (locked: SqlRunner) => Promise<T>,
): Promise<T> {
  return runner.session(async (connection) => {
    await connection.query('SELECT pg_advisory_lock($1)', [key]);
    try {
      return await fn(connection);
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [key]);
    }
  });
}
