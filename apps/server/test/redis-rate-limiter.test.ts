import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createBatchedRateLimiter } from '../src/lib/batched-rate-limiter';
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

describe.skipIf(!url)('Batched Redis rate limiter (the API-wide limit)', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 120));
  const node = (redis: Redis, prefix: string, available = () => true) =>
    createBatchedRateLimiter(redis, { prefix, flushMs: 20, available });
  const connect = () => {
    const client = new Redis(url!);
    clients.push(client);
    return client;
  };

  it('judges each hit at once and shares the counts of two nodes once they are added to Redis', async () => {
    const a = connect();
    const b = connect();
    const prefix = `test-batched-${Date.now()}-${Math.random()}:`;
    const nodeA = node(a, prefix);
    const nodeB = node(b, prefix);
    const first = [];
    for (let i = 0; i < 3; i++) first.push((await nodeA.hit('k', 4, 60)).allowed);
    expect(first).toEqual([true, true, true]);
    await settle();
    // Node B knows only its own hit until it adds it to Redis and reads the total (A's three with it).
    expect((await nodeB.hit('k', 4, 60)).count).toBe(1);
    await settle();
    const fifth = await nodeB.hit('k', 4, 60);
    expect(fifth).toMatchObject({ allowed: false, count: 5 });
    expect(fifth.retryAfterSeconds).toBeGreaterThan(0);
    expect(fifth.retryAfterSeconds).toBeLessThanOrEqual(60);
    await settle();
    expect(Number(await a.get(`${prefix}k`))).toBe(5);
    const ttl = await a.ttl(`${prefix}k`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60);
    await nodeA.close();
    await nodeB.close();
  });

  it('keeps counting on the node while Redis is away, and adds those hits once it is back', async () => {
    const a = connect();
    const prefix = `test-batched-away-${Date.now()}-${Math.random()}:`;
    let up = false;
    const limiter = node(a, prefix, () => up);
    const seen = [];
    for (let i = 0; i < 4; i++) seen.push((await limiter.hit('k', 3, 60)).allowed);
    await settle();
    expect(seen).toEqual([true, true, true, false]);
    expect(await a.get(`${prefix}k`)).toBeNull();
    expect((await limiter.hit('k', 3, 60)).allowed).toBe(false);
    up = true;
    await settle();
    expect(Number(await a.get(`${prefix}k`))).toBe(1);
    await limiter.close();
  });

  it('adds thousands of keys touched in one interval (in several script calls)', async () => {
    const a = connect();
    const prefix = `test-batched-many-${Date.now()}-${Math.random()}:`;
    const limiter = node(a, prefix);
    for (let i = 0; i < 2500; i++) await limiter.hit(`k${i}`, 10, 60);
    await limiter.hit('k2499', 10, 60);
    // Closing waits for the flush under way and adds what is left: a fixed wait was too short for
    // 2,500 keys on a loaded machine (CI, beside the browser journeys).
    await limiter.close();
    const stored = await a.mget(`${prefix}k0`, `${prefix}k1000`, `${prefix}k2499`);
    expect(stored).toEqual(['1', '1', '2']);
  });

  it('starts a new window once the old one is over', async () => {
    const a = connect();
    const prefix = `test-batched-window-${Date.now()}-${Math.random()}:`;
    const limiter = node(a, prefix);
    expect((await limiter.hit('k', 1, 1)).allowed).toBe(true);
    expect((await limiter.hit('k', 1, 1)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 2200));
    expect((await limiter.hit('k', 1, 1)).allowed).toBe(true);
    await limiter.close();
  });
});
