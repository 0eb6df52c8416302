import type { AppContext } from '../context';
import { GroupCommit } from './group-commit';

/**
 * Reads many students' rows at once: what arrives in one event-loop turn is one statement (a crowd's
 * requests on an exam or results day share the round trip, instead of one wake-up of PostgreSQL and
 * one write from the server each). `read` answers one outcome per key, in the keys' order.
 */
export function batchedReads<K, R>(
  ctx: Pick<AppContext, 'database'>,
  maxBatch: number,
  read: (keys: K[]) => Promise<R[]>,
): GroupCommit<K, R> {
  return new GroupCommit<K, R>({
    // PGlite has one connection: batches queue behind each other there anyway.
    concurrency: ctx.database.kind === 'postgres' ? 4 : 1,
    maxBatch,
    write: (batch) => read(batch.map((job) => job.item)),
  });
}
