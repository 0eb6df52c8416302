import { brandingRoutes, healthRoutes, notificationRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from './support/call-route';
import { until } from './support/exam-savers';
import { newPhone, registeredStudent, signIn, staffSession } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

// Redis is not on the critical path: with its address refusing every connection (as while it restarts)
// and the rate limits on, as in production, requests work, the limits count on the node, and a push to
// other nodes is lost without taking this one down.
describe('Redis out of reach', { timeout: 90_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1', API_RATE_LIMIT_PER_MINUTE: '5' });
  });
  afterAll(() => t?.close());

  it('signs in, sends notices and answers health checks; limits count on the node, and the log says so once', async () => {
    const admin = await staffSession(t.app, ['admin']);
    const phone = newPhone();
    const studentId = await registeredStudent(t.ctx, phone);
    await signIn(t.app, phone);

    const notice = await callRoute(
      t.app,
      notificationRoutes.sendNotice,
      { body: { message: 'Exam starts at 10', studentId } },
      { token: admin },
    );
    expect(notice.statusCode).toBe(201);
    // The push to other nodes fails once its Redis command gives up: logged, not a crash.
    expect(
      await until(() => t.logs.some((l) => l.fault === 'socket push lost: redis unreachable'), 10_000),
    ).toBe(true);

    // The API limit (5 a minute per address here) still holds, counted by this node.
    const codes = [];
    for (let i = 0; i < 6; i++) {
      codes.push(
        (await callRoute(t.app, brandingRoutes.branding, {}, { remoteAddress: '10.7.7.7' })).statusCode,
      );
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    // Health checks are never limited.
    for (let i = 0; i < 6; i++) {
      const opts = { remoteAddress: '10.7.7.7' };
      expect((await callRoute(t.app, healthRoutes.health, {}, opts)).statusCode).toBe(200);
      expect((await callRoute(t.app, healthRoutes.ready, {}, opts)).statusCode).toBe(200);
    }

    const said = t.logs.filter((l) => String(l.msg).startsWith('rate limits: Redis is away'));
    expect(said).toHaveLength(1);
    // Each kind of fault at most once per interval, however many requests met it.
    const redisLines = t.logs.filter((l) => l.fault === 'redis unreachable');
    expect(redisLines.length).toBeLessThanOrEqual(2);
  });
});
