import { brandingRoutes, healthRoutes } from '@lms/domain/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { callRoute } from './support/call-route';
import { createTestApp, type TestApp } from './support/test-app';

const apps: TestApp[] = [];
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
});

async function app(env: Record<string, string>) {
  const t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '3', ...env });
  apps.push(t);
  // Until its Redis connection is up a node counts on its own (by design); the shared count starts then.
  const redis = t.ctx.redis;
  if (redis && redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
  return t;
}

const branding = (t: TestApp, headers: Record<string, string> = {}, remoteAddress = '10.1.1.1') =>
  callRoute(t.app, brandingRoutes.branding, {}, { headers, remoteAddress });

describe('API rate limit', () => {
  it('answers 429 in the error envelope past the limit, counting per session or per address', async () => {
    const t = await app({});
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await branding(t)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const limited = await branding(t);
    expect(limited.json().errors).toMatchObject({ title: 'Too many requests', code: 'tooManyRequests' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // another student behind the same address has a budget of their own
    expect((await branding(t, { authorization: 'some-session' })).statusCode).toBe(200);
    expect((await branding(t, {}, '10.1.1.2')).statusCode).toBe(200);
    // A load balancer's checks from the limited address are never refused.
    for (let i = 0; i < 5; i++) {
      const opts = { remoteAddress: '10.1.1.1' };
      expect((await callRoute(t.app, healthRoutes.health, {}, opts)).statusCode).toBe(200);
      expect((await callRoute(t.app, healthRoutes.ready, {}, opts)).statusCode).toBe(200);
    }
  });

  it.skipIf(!process.env.REDIS_URL)(
    'shares the count between API nodes through Redis, each node adding its hits every quarter second',
    async () => {
      const key = `session-${Date.now()}-${Math.random()}`;
      const nodeA = await app({ REDIS_URL: process.env.REDIS_URL! });
      const nodeB = await app({ REDIS_URL: process.env.REDIS_URL! });
      // Past the 250 ms after which a node adds its new hits to Redis and reads the total back.
      const pause = () => new Promise((resolve) => setTimeout(resolve, 600));
      const codes = [];
      for (let i = 0; i < 2; i++) codes.push((await branding(nodeA, { authorization: key })).statusCode);
      await pause();
      // Node B judges its first hit on what it knows (its own); adding it to Redis, it reads A's two.
      codes.push((await branding(nodeB, { authorization: key })).statusCode);
      await pause();
      codes.push((await branding(nodeB, { authorization: key })).statusCode);
      // Node A is a moment behind: it has not read B's hits yet.
      codes.push((await branding(nodeA, { authorization: key })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429, 200]);
      await pause();
      // Once A has added its hit and read the total, it refuses too.
      expect((await branding(nodeA, { authorization: key })).statusCode).toBe(429);
    },
  );
});
