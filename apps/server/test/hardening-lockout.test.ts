import { toUsername } from '@lms/domain';
import { accountRoutes, staffRoutes } from '@lms/domain/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisRateLimiter } from '../src/lib/rate-limiter';
import { createStaff } from '../src/modules/staff/create-staff';
import { callRoute } from './support/call-route';
import { newPhone, registeredStudent } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const studentLogin = (phone: string, password: string, remoteAddress: string) =>
  callRoute(
    t.app,
    accountRoutes.login,
    { body: { username: toUsername(phone), password } },
    { remoteAddress },
  );
// Staff sign-in is called by path: the staff routes are moving onto the route table in parallel.
const staffLogin = (username: string, password: string, remoteAddress: string) =>
  callRoute(t.app, staffRoutes.login, { body: { username, password } }, { remoteAddress });

type Login = (password: string, remoteAddress: string) => ReturnType<typeof staffLogin>;

async function statuses(login: Login, count: number, remoteAddress: string): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) codes.push((await login('wrong-password', remoteAddress)).statusCode);
  return codes;
}

const tenWrongThenLocked = [...Array(10).fill(401), 429, 429];

describe('sign-in lockout per account and address', () => {
  it('locks the guessing address out of a student account, while the owner signs in from another', async () => {
    const phone = newPhone();
    await registeredStudent(t.ctx, phone, 'secret12');
    const login: Login = (password, address) => studentLogin(phone, password, address);
    expect(await statuses(login, 12, '10.7.0.1')).toEqual(tenWrongThenLocked);
    const locked = await login('secret12', '10.7.0.1');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(900);
    expect((await login('secret12', '10.7.0.2')).statusCode).toBe(200);
  });

  it('locks the guessing address out of a staff account, while the owner signs in from another', async () => {
    await createStaff(t.ctx, { username: 'lockme', name: 'Staff', password: 'staffpass1', roles: ['admin'] });
    const login: Login = (password, address) => staffLogin('lockme', password, address);
    expect(await statuses(login, 12, '10.7.1.1')).toEqual(tenWrongThenLocked);
    expect((await login('staffpass1', '10.7.1.1')).statusCode).toBe(429);
    expect((await login('staffpass1', '10.7.1.2')).statusCode).toBe(200);
  });

  it('makes each further lockout of the same address longer, up to an hour', async () => {
    const phone = newPhone();
    await registeredStudent(t.ctx, phone, 'secret12');
    const login: Login = (password, address) => studentLogin(phone, password, address);
    const waits: number[] = [];
    for (let round = 0; round < 4; round++) {
      const codes = await statuses(login, 11, '10.7.2.1');
      expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
      const locked = await login('secret12', '10.7.2.1');
      expect(locked.statusCode).toBe(429);
      waits.push(Number(locked.headers['retry-after']));
      t.clock.advance(waits.at(-1)! * 1000 + 1000);
    }
    expect(waits).toEqual([900, 1800, 3600, 3600]);
    expect((await login('secret12', '10.7.2.1')).statusCode).toBe(200);
  });

  it('slows guessing spread over many addresses for one window only', async () => {
    const phone = newPhone();
    await registeredStudent(t.ctx, phone, 'secret12');
    const login: Login = (password, address) => studentLogin(phone, password, address);
    for (let i = 0; i < 100; i++) {
      expect((await login('wrong-password', `10.8.${i >> 8}.${i & 255}`)).statusCode).toBe(401);
    }
    const refused = await login('secret12', '10.9.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);
    t.clock.advance(900_000 + 1000);
    expect((await login('secret12', '10.9.0.1')).statusCode).toBe(200);
  });
});

describe.skipIf(!process.env.REDIS_URL)('lockouts through Redis', () => {
  it('are seen by every node', async () => {
    const a = new Redis(process.env.REDIS_URL!);
    const b = new Redis(process.env.REDIS_URL!);
    try {
      const prefix = `test-${Date.now()}-${Math.random()}:`;
      const nodeA = createRedisRateLimiter(a, prefix);
      const nodeB = createRedisRateLimiter(b, prefix);
      expect(await nodeB.blockedFor('k')).toBe(0);
      await nodeA.block('k', 60);
      expect(await nodeB.blockedFor('k')).toBeGreaterThan(55);
      expect((await nodeA.hit('n', 5, 60)).count).toBe(1);
      expect((await nodeB.hit('n', 5, 60)).count).toBe(2);
    } finally {
      a.disconnect();
      b.disconnect();
    }
  });
});
