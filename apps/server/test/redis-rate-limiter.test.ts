import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisRateLimiter } from '../src/lib/rate-limiter';

// Runs when REDIS_URL is set (CI and the developer machines have Redis on 127.0.0.1:6379).
const url = process.env.REDIS_URL;
const clients: Redis[] = [];
afterAll(() => {
  for (const c of clients) c.disconnect();
});

describe.skipIf(!url)('Redis rate limiter', () => {
  it('shares one window between two API nodes', async () => {
    const a = new Redis(url!);
    const b = new Redis(url!);
    clients.push(a, b);
    const prefix = `test-${Date.now()}-${Math.random()}:`;
    const nodeA = createRedisRateLimiter(a, prefix);
    const nodeB = createRedisRateLimiter(b, prefix);
    const results = [];
    for (let i = 0; i < 3; i++) results.push((await nodeA.hit('k', 4, 60)).allowed);
    results.push((await nodeB.hit('k', 4, 60)).allowed);
    const fifth = await nodeB.hit('k', 4, 60);
    expect(results).toEqual([true, true, true, true]);
    expect(fifth.allowed).toBe(false);
    expect(fifth.retryAfterSeconds).toBeGreaterThan(0);
    expect(fifth.retryAfterSeconds).toBeLessThanOrEqual(60);
    await nodeA.reset('k');
    expect((await nodeB.hit('k', 4, 60)).allowed).toBe(true);
  });
});
