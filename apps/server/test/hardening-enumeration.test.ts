import { accountRoutes, type Route, routePath } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admit, newPhone, registeredStudent } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

// Asking for a code again and again, from many addresses, must not tell a listed number from an
// unlisted one: each number, listed or not, is answered once per resend wait, then 429 alike.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Asks for a code for `phone` through `route` from `count` different addresses, one after another. */
async function askFromAddresses(route: Route, phone: string, count: number) {
  const answers: { status: number; errors?: { title?: string; message?: string }; retryAfter?: string }[] =
    [];
  for (let i = 0; i < count; i++) {
    const res = await t.app.inject({
      method: route.method,
      url: `/api${routePath(route, { phone })}`,
      remoteAddress: `127.0.${i + 1}.9`,
    });
    answers.push({
      status: res.statusCode,
      errors: res.json().errors,
      retryAfter: res.headers['retry-after'] as string | undefined,
    });
  }
  return answers;
}

describe('code requests do not enumerate the roster', () => {
  for (const [name, route] of [
    ['registration', accountRoutes.requestOtp],
    ['password reset', accountRoutes.forgotPassword],
  ] as const) {
    it(`answers one ${name} code request per number from 12 addresses, listed or not, then the same 429`, async () => {
      const listed = newPhone();
      if (route === accountRoutes.requestOtp) await admit(t.ctx, listed);
      else await registeredStudent(t.ctx, listed);
      const unlisted = newPhone();

      const forListed = await askFromAddresses(route, listed, 12);
      const forUnlisted = await askFromAddresses(route, unlisted, 12);
      expect(forListed[0]!.status).toBe(200);
      expect(forUnlisted[0]!.status).toBe(404);
      for (const answers of [forListed, forUnlisted]) {
        for (const later of answers.slice(1)) {
          expect(later.status).toBe(429);
          expect(later.errors?.title).toBe('Please wait before asking for a new code');
          expect(later.errors?.message).toMatch(/^You can ask again in \d+ seconds\.$/);
          expect(Number(later.retryAfter)).toBeGreaterThan(0);
        }
      }
    });
  }

  it('answers an unlisted number again once the resend wait is over', async () => {
    const unlisted = newPhone();
    expect((await askFromAddresses(accountRoutes.requestOtp, unlisted, 2)).map((a) => a.status)).toEqual([
      404, 429,
    ]);
    t.clock.advance(10 * 60_000);
    expect((await askFromAddresses(accountRoutes.requestOtp, unlisted, 1))[0]!.status).toBe(404);
  });

  it('counts five code requests an hour per number, listed or not, then answers the same 429', async () => {
    const listed = newPhone();
    await admit(t.ctx, listed);
    const unlisted = newPhone();
    const statuses: Record<string, number[]> = { listed: [], unlisted: [] };
    let last: Record<string, string | undefined> = {};
    for (let i = 0; i < 6; i++) {
      for (const [name, phone] of [
        ['listed', listed],
        ['unlisted', unlisted],
      ] as const) {
        const [answer] = await askFromAddresses(accountRoutes.requestOtp, phone, 1);
        statuses[name]!.push(answer!.status);
        last = { ...last, [name]: answer!.errors?.title };
      }
      t.clock.advance(5 * 60_000 + 1000);
    }
    expect(statuses).toEqual({
      listed: [200, 200, 200, 200, 200, 429],
      unlisted: [404, 404, 404, 404, 404, 429],
    });
    expect(last).toEqual({ listed: 'Too many code requests', unlisted: 'Too many code requests' });
  });
});
