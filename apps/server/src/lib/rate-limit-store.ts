import type { RateLimitOptions } from '@fastify/rate-limit';
import type { RateLimiter } from './rate-limiter';

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for `@fastify/rate-limit` over our own counters (`RateLimiter`), so the API's limits and the
 * sign-in guard share one way of counting: in Redis when it is there, on the node while it is not. The
 * limit every route has counts with `limiter`; a route's own limit (sign-in codes, per address) with
 * `routeLimiter`, which stays exact across nodes where `limiter` may be batched.
 */
export function rateLimitStore(
  limiter: RateLimiter,
  prefix: string,
  routeLimiter: RateLimiter = limiter,
): NonNullable<RateLimitOptions['store']> {
  class Store {
    private readonly keyPrefix: string;
    private readonly limiter: RateLimiter;

    // The plugin makes the first store with its settings as the argument; `child` passes a prefix.
    constructor(keyPrefix?: unknown) {
      const child = typeof keyPrefix === 'string';
      this.keyPrefix = child ? keyPrefix : prefix;
      this.limiter = child ? routeLimiter : limiter;
    }

    incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
      this.limiter
        .hit(this.keyPrefix + key, max, Math.max(1, Math.ceil(timeWindow / 1000)))
        .then((r) => callback(null, { current: r.count, ttl: r.retryAfterSeconds * 1000 }))
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: { routeInfo: { method?: string; url?: string } }): Store {
      const { method = '', url = '' } = routeOptions.routeInfo;
      return new Store(`${this.keyPrefix}${method}${url}-`);
    }
  }
  return Store as unknown as NonNullable<RateLimitOptions['store']>;
}
