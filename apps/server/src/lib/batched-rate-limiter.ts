import type { Redis } from 'ioredis';
import { createRedisRateLimiter, type RateLimiter } from './rate-limiter';

/** Settings of {@link createBatchedRateLimiter}. */
export interface BatchedRateLimiterOptions {
  /** Key prefix in Redis. */
  prefix: string;
  /** How long the node's new hits wait before they are added to Redis together, ms. */
  flushMs: number;
  /** Whether Redis can be asked now (its connection is ready). */
  available: () => boolean;
  /** Told when adding the node's hits to Redis failed (they are then counted on the node). */
  onError?: (error: unknown) => void;
  now?: () => number;
}

// Adds each key's new hits (ARGV: hits, window seconds; per key) and answers its total and the seconds
// left of its window: one command for every key a node touched in an interval.
const ADD_HITS = `local out = {}
for i, key in ipairs(KEYS) do
  out[2 * i - 1] = redis.call('INCRBY', key, ARGV[2 * i - 1])
  redis.call('EXPIRE', key, ARGV[2 * i], 'NX')
  out[2 * i] = redis.call('TTL', key)
end
return out`;

// Keys per script call (each brings two arguments more): a call's arguments stay well within what a
// JavaScript call and Redis take at once.
const KEYS_PER_CALL = 1000;

/** A node's hits not added to Redis are counted on the node: its total grows by them. */
function keepOnNode(batch: readonly { count: Count; sent: number }[]): void {
  for (const { count, sent } of batch) count.shared += sent;
}

interface Count {
  /** The key's total in Redis when last read (every node's hits). */
  shared: number;
  /** This node's hits not added to Redis yet. */
  pending: number;
  /** When the key's window ends, epoch ms. */
  resetAt: number;
  windowSeconds: number;
}

/**
 * Counters shared in Redis without a round trip per request, for the API-wide limit that every call
 * passes: the node counts each hit itself and judges it on the total last read from Redis plus its own
 * hits since; every `flushMs` it adds its new hits to Redis (one script call for every key touched) and
 * reads the totals and windows back. Across several nodes a client may pass the limit by what the other
 * nodes counted in one interval: a few requests of a per-minute limit. A round trip per request cost a
 * node ~95 µs of CPU on every answer save (bench/RESULTS.md, session 41). While Redis is away the
 * node's hits stay counted on the node. Locks and lockouts (`block`, `reset`) go to Redis directly.
 */
export function createBatchedRateLimiter(redis: Redis, options: BatchedRateLimiterOptions): RateLimiter {
  const exact = createRedisRateLimiter(redis, options.prefix);
  const now = options.now ?? Date.now;
  const counts = new Map<string, Count>();
  let scheduled: ReturnType<typeof setTimeout> | undefined;
  let dirty = false;
  let running: Promise<void> = Promise.resolve();

  const flush = async (): Promise<void> => {
    dirty = false;
    const at = now();
    const batch: { key: string; count: Count; sent: number }[] = [];
    for (const [key, count] of counts) {
      if (count.pending > 0) {
        batch.push({ key, count, sent: count.pending });
        count.pending = 0;
      } else if (count.resetAt <= at) counts.delete(key);
    }
    if (batch.length === 0) return;
    if (!options.available()) return keepOnNode(batch);
    for (let first = 0; first < batch.length; first += KEYS_PER_CALL) {
      const part = batch.slice(first, first + KEYS_PER_CALL);
      const keys = part.map(({ key }) => options.prefix + key);
      const args = part.flatMap(({ count, sent }) => [sent, count.windowSeconds]);
      try {
        const replies = (await redis.eval(ADD_HITS, keys.length, ...keys, ...args)) as number[];
        const readAt = now();
        part.forEach(({ count }, i) => {
          count.shared = Number(replies[i * 2]);
          const ttl = Number(replies[i * 2 + 1]);
          if (ttl > 0) count.resetAt = readAt + ttl * 1000;
        });
      } catch (error) {
        keepOnNode(part);
        options.onError?.(error);
      }
    }
  };

  const schedule = () => {
    if (scheduled) return;
    scheduled = setTimeout(() => {
      running = flush().finally(() => {
        scheduled = undefined;
        if (dirty) schedule();
      });
    }, options.flushMs);
    scheduled.unref?.();
  };

  return {
    async hit(key, limit, windowSeconds) {
      const at = now();
      let count = counts.get(key);
      if (!count || count.resetAt <= at) {
        count = { shared: 0, pending: 0, resetAt: at + windowSeconds * 1000, windowSeconds };
        counts.set(key, count);
      }
      count.pending++;
      dirty = true;
      schedule();
      const total = count.shared + count.pending;
      return {
        allowed: total <= limit,
        retryAfterSeconds: Math.max(1, Math.ceil((count.resetAt - at) / 1000)),
        count: total,
      };
    },
    async reset(key) {
      counts.delete(key);
      await exact.reset(key);
    },
    block: (key, seconds) => exact.block(key, seconds),
    blockedFor: (key) => exact.blockedFor(key),
    async close() {
      if (scheduled) clearTimeout(scheduled);
      scheduled = undefined;
      await running;
      await flush();
    },
  };
}
