import type { Redis } from 'ioredis';

/** The outcome of counting one hit against a limit. */
export interface RateResult {
  allowed: boolean;
  /** Seconds until the window resets. */
  retryAfterSeconds: number;
}

/** Fixed-window counters: in process by default, shared through Redis when several nodes run. */
export interface RateLimiter {
  /** Counts one hit for `key`; allowed while the window holds at most `limit` hits. */
  hit(key: string, limit: number, windowSeconds: number): Promise<RateResult>;
  /** Forgets a key (a successful sign-in clears its failures). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Counters in this process's memory. */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
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
      return { allowed: w.count <= limit, retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - t) / 1000)) };
    },
    async reset(key) {
      windows.delete(key);
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
      return { allowed: count <= limit, retryAfterSeconds: Math.max(1, ttl) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {},
  };
}
