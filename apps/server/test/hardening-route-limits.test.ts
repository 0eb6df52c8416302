import { randomInt } from 'node:crypto';
import { accountRoutes, staffRoutes } from '@lms/domain/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { callRoute } from './support/call-route';
import { newPhone } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

// The per-address limits of sign-in and codes are @fastify/rate-limit route limits: in memory on one
// node, in Redis with REDIS_URL so that every node counts together.
const apps: TestApp[] = [];
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
});

async function app(env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  apps.push(t);
  return t;
}

/** An address of its own for each test run: Redis keeps counts between runs. */
const freshAddress = () => `10.${randomInt(200) + 20}.${randomInt(256)}.${randomInt(256)}`;

const wrongCode = (t: TestApp, remoteAddress: string) =>
  callRoute(
    t.app,
    accountRoutes.setPassword,
    {
      query: {},
      body: { otp: '123456', hash: crypto.randomUUID(), phone: newPhone(), password: 'a-long-password' },
    },
    { remoteAddress },
  );

const askCode = (t: TestApp, remoteAddress: string) =>
  callRoute(t.app, accountRoutes.requestOtp, { params: { phone: newPhone() } }, { remoteAddress });

const staffLogin = (t: TestApp, remoteAddress: string) =>
  callRoute(
    t.app,
    staffRoutes.login,
    { body: { username: `nobody-${randomInt(1e9)}`, password: 'wrong-password' } },
    { remoteAddress },
  );

type Call = (t: TestApp, remoteAddress: string) => ReturnType<typeof askCode>;

/** Calls `count` times from one address, spread over the nodes in turn; the status codes. */
async function statuses(nodes: TestApp[], call: Call, count: number, address: string) {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) codes.push((await call(nodes[i % nodes.length]!, address)).statusCode);
  return codes;
}

describe('per-address limits on one node', () => {
  it('refuses the 61st code check from an address in 15 minutes with 429, the message and Retry-After', async () => {
    const t = await app();
    const address = freshAddress();
    const codes = await statuses([t], wrongCode, 60, address);
    expect(codes.every((c) => c === 400)).toBe(true);
    const refused = await wrongCode(t, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors).toMatchObject({
      title: 'Too many tries',
      message: 'Please try again in 15 minutes.',
      code: 'tooManyRequests',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(890);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(refused.headers['x-ratelimit-limit']).toBe('60');
    // Another address has its own count.
    expect((await wrongCode(t, freshAddress())).statusCode).toBe(400);
  });

  // 100 sign-ins of unknown names, each checking a password at the real cost so that it takes as long as a
  // known name's (20 s beside the journeys on the slowest machine, over 30 s once): its own time limit.
  it('refuses the 101st staff sign-in from an address in 15 minutes', { timeout: 90_000 }, async () => {
    const t = await app();
    const address = freshAddress();
    const codes = await statuses([t], staffLogin, 100, address);
    expect(codes.every((c) => c === 401)).toBe(true);
    const refused = await staffLogin(t, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors.title).toBe('Too many sign-in attempts');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe.skipIf(!process.env.REDIS_URL)('per-address limits through Redis', () => {
  it('counts code requests of one address on every node together: the 31st in an hour is refused', async () => {
    const nodes = [
      await app({ REDIS_URL: process.env.REDIS_URL! }),
      await app({ REDIS_URL: process.env.REDIS_URL! }),
    ];
    const address = freshAddress();
    const codes = await statuses(nodes, askCode, 30, address);
    expect(codes.filter((c) => c === 429)).toEqual([]);
    const refused = await askCode(nodes[0]!, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors).toMatchObject({
      title: 'Too many code requests',
      message: 'Please try again in 60 minutes.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await askCode(nodes[1]!, address)).statusCode).toBe(429);
    expect((await askCode(nodes[1]!, freshAddress())).statusCode).not.toBe(429);
  });

  it('a node that has just started counts with the others from its first request: its Redis is connected', async () => {
    // The test database comes from the run's template (a context of its own would build a new one
    // first, which on a slow machine beside the journeys outlasted the test's time).
    const t = await app({ REDIS_URL: process.env.REDIS_URL! });
    expect(t.ctx.redis?.status).toBe('ready');
  });

  it('counts code checks of one address on every node together', async () => {
    const nodes = [
      await app({ REDIS_URL: process.env.REDIS_URL! }),
      await app({ REDIS_URL: process.env.REDIS_URL! }),
    ];
    const address = freshAddress();
    expect((await statuses(nodes, wrongCode, 60, address)).every((c) => c === 400)).toBe(true);
    const refused = await wrongCode(nodes[1]!, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors.title).toBe('Too many tries');
  });
});
