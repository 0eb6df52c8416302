import type { Redis } from 'ioredis';

/** A bKash token pair and when each runs out (ms since the epoch). */
export interface BkashToken {
  idToken: string;
  refreshToken: string;
  expiresAt: number;
  refreshExpiresAt: number;
}

/** Where the granted token is kept between calls: Redis (shared by every node) or this node's memory. */
export interface BkashTokenStore {
  get(): Promise<BkashToken | null>;
  set(token: BkashToken): Promise<void>;
}

/** This node's memory: enough for one node; several nodes would each grant their own. */
export function memoryTokenStore(): BkashTokenStore {
  let kept: BkashToken | null = null;
  return {
    get: async () => kept,
    set: async (token) => {
      kept = token;
    },
  };
}

/**
 * Redis, so every node uses one token and grants are not repeated per node (bKash limits grants). A
 * Redis failure falls back to `fallback` (this node's memory): a grant too many beats a failed payment.
 */
export function redisTokenStore(redis: Redis, key: string, fallback = memoryTokenStore()): BkashTokenStore {
  return {
    async get() {
      try {
        const text = await redis.get(key);
        return text ? (JSON.parse(text) as BkashToken) : await fallback.get();
      } catch {
        return fallback.get();
      }
    },
    async set(token) {
      await fallback.set(token);
      const ttl = token.refreshExpiresAt - Date.now();
      if (ttl <= 0) return;
      try {
        await redis.set(key, JSON.stringify(token), 'PX', ttl);
      } catch {
        // kept in memory above
      }
    },
  };
}
