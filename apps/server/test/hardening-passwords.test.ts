import { messages, toUsername } from '@lms/domain';
import { accountRoutes, staffRoutes } from '@lms/domain/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, students } from '../src/db/schema';
import { callRoute } from './support/call-route';
import { admit, newPhone, registeredStudent, signIn, staffSession } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const setPassword = (body: Record<string, unknown>, forgot = false) =>
  callRoute(t.app, accountRoutes.setPassword, {
    query: forgot ? { forgotPassword: true } : {},
    body: body as never,
  });

const weak = ['123456', '12345678', 'password', 'Qwerty123'];

describe('common passwords', () => {
  it('are refused at registration with a clear message, and the code still works for a good one', async () => {
    const phone = newPhone();
    await admit(t.ctx, phone);
    const { hash, otp } = (await callRoute(t.app, accountRoutes.requestOtp, { params: { phone } })).json()
      .data;
    for (const password of weak) {
      const res = await setPassword({ otp, hash, phone, password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().errors.message).toBe(`password: ${messages.passwordTooCommon}`);
    }
    expect((await setPassword({ otp, hash, phone, password: 'mango-rain-42' })).statusCode).toBe(200);
    expect((await signIn(t.app, phone, 'mango-rain-42')).length).toBeGreaterThan(20);
  });

  it('are refused on a password reset', async () => {
    const phone = newPhone();
    await registeredStudent(t.ctx, phone, 'secret12');
    const challenge = await callRoute(t.app, accountRoutes.forgotPassword, { params: { phone } });
    expect(challenge.statusCode).toBe(200);
    const { hash, otp } = challenge.json().data;
    const res = await setPassword({ otp, hash, phone, password: 'iloveyou' }, true);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message).toContain(messages.passwordTooCommon);
    // The old password still works: nothing was changed.
    expect((await signIn(t.app, phone, 'secret12')).length).toBeGreaterThan(20);
  });

  it('are refused for a new staff account', async () => {
    const admin = await staffSession(t.app, ['admin']);
    const created = await callRoute(
      t.app,
      staffRoutes.createStaff,
      { body: { username: `weak.${Date.now()}`, name: 'Weak', password: 'basketball', roles: ['mentor'] } },
      { token: admin },
    );
    expect(created.statusCode).toBe(400);
    expect(created.json().errors.message).toMatch(/commonly used password/);
  });
});

// Test accounts made by the factories are stored at a low cost; the cost the app stores is pinned here.
describe('stored passwords', () => {
  const FULL_COST = /^\$argon2id\$v=19\$m=19456,p=1,t=2\$/;

  it('are argon2id at 19 MiB and two passes, for a student who registers and a staff account made by an admin', async () => {
    const phone = newPhone();
    await admit(t.ctx, phone);
    const { hash, otp } = (await callRoute(t.app, accountRoutes.requestOtp, { params: { phone } })).json()
      .data;
    expect((await setPassword({ otp, hash, phone, password: 'mango-rain-42' })).statusCode).toBe(200);
    const [student] = await t.ctx.db
      .select()
      .from(students)
      .where(eq(students.username, toUsername(phone)));
    expect(student?.passwordHash).toMatch(FULL_COST);

    const admin = await staffSession(t.app, ['admin']);
    const username = `costly.${Date.now()}`;
    const created = await callRoute(
      t.app,
      staffRoutes.createStaff,
      { body: { username, name: 'Costly', password: 'mango-rain-42', roles: ['mentor'] } },
      { token: admin },
    );
    expect(created.statusCode).toBe(201);
    const [member] = await t.ctx.db.select().from(staff).where(eq(staff.username, username));
    expect(member?.passwordHash).toMatch(FULL_COST);
  });
});
