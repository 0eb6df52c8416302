import type { Redis } from 'ioredis';

/** The outcome of counting one hit against a limit. */
export interface RateResult {
  allowed: boolean;
  /** Seconds until the window resets. */
  retryAfterSeconds: number;
  /** Hits counted in the window so far, this one included. */
  count: number;
}

/** Fixed-window counters: in process by default, shared through Redis when several nodes run. */
export interface RateLimiter {
  /** Counts one hit for `key`; allowed while the window holds at most `limit` hits. */
  hit(key: string, limit: number, windowSeconds: number): Promise<RateResult>;
  /** Forgets a key (a successful sign-in clears its failures). */
  reset(key: string): Promise<void>;
  /** Marks `key` blocked for `seconds` (a lockout), replacing any block it had. */
  block(key: string, seconds: number): Promise<void>;
  /** Seconds left of the block on `key`, 0 when it is not blocked. */
  blockedFor(key: string): Promise<number>;
  close(): Promise<void>;
}

/** Counters in this process's memory. */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const blocks = new Map<string, number>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
    for (const [k, until] of blocks) if (until <= t) blocks.delete(k);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, limit, windowSeconds) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowSeconds * 1000 };
        windows.set(key, w);
      }
      w.count += 1;
      return {
        allowed: w.count <= limit,
        retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - t) / 1000)),
        count: w.count,
      };
    },
    async reset(key) {
      windows.delete(key);
    },
    async block(key, seconds) {
      blocks.set(key, now() + seconds * 1000);
    },
    async blockedFor(key) {
      const left = (blocks.get(key) ?? 0) - now();
      return left > 0 ? Math.ceil(left / 1000) : 0;
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

/** Counters in Redis, shared by every API node. */
export function createRedisRateLimiter(redis: Redis, prefix = 'rl:'): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      const k = prefix + key;
      const result = await redis.multi().incr(k).expire(k, windowSeconds, 'NX').ttl(k).exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const ttl = Number(result?.[2]?.[1] ?? windowSeconds);
      return { allowed: count <= limit, retryAfterSeconds: Math.max(1, ttl), count };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async block(key, seconds) {
      await redis.set(`${prefix}block:${key}`, '1', 'EX', seconds);
    },
    async blockedFor(key) {
      const ttl = await redis.ttl(`${prefix}block:${key}`);
      return ttl > 0 ? ttl : 0;
    },
    async close() {},
  };
}

/**
 * Shared counters that never make a request fail: while `available()` says the shared store (Redis) is
 * away, or a call to it fails, the node counts on its own (`local`) instead, as if alone. `changed` is
 * told when that starts (with the error) and when the shared counters are back.
 */
export function createFallbackRateLimiter(
  shared: RateLimiter,
  local: RateLimiter,
  available: () => boolean,
  changed: (usingLocal: boolean, error?: unknown) => void,
): RateLimiter {
  let usingLocal = false;
  const use = async <R>(call: (limiter: RateLimiter) => Promise<R>): Promise<R> => {
    if (available()) {
      try {
        const result = await call(shared);
        if (usingLocal) {
          usingLocal = false;
          changed(false);
        }
        return result;
      } catch (error) {
        if (!usingLocal) {
          usingLocal = true;
          changed(true, error);
        }
        return call(local);
      }
    }
    if (!usingLocal) {
      usingLocal = true;
      changed(true);
    }
    return call(local);
  };
  return {
    hit: (key, limit, windowSeconds) => use((l) => l.hit(key, limit, windowSeconds)),
    reset: (key) => use((l) => l.reset(key)),
    block: (key, seconds) => use((l) => l.block(key, seconds)),
    blockedFor: (key) => use((l) => l.blockedFor(key)),
    async close() {
      await shared.close();
      await local.close();
    },
  };
}
