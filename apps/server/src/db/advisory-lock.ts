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
    // Start-up work waits for another node's (migrations, the seed) and may run long statements: the
    // request timeouts of the connection do not apply to it; RESET gives them back to the next user.
    await connection.exec('SET statement_timeout = 0; SET lock_timeout = 0');
    await connection.query('SELECT pg_advisory_lock($1)', [key]);
    try {
      return await fn(connection);
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [key]);
      await connection.exec('RESET statement_timeout; RESET lock_timeout');
    }
  });
}
