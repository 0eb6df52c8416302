import { accountRoutes, contentRoutes, profileRoutes, staffRoutes } from '@lms/domain/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { students } from '../src/db/schema';
import { callRoute } from './support/call-route';
import { makeGroup, newPhone, registeredStudent, signIn, staffSession } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (username: string, password: string, remoteAddress = '127.0.0.1') =>
  callRoute(t.app, accountRoutes.login, { body: { username, password } }, { remoteAddress });
const profile = (sessionId?: string) => callRoute(t.app, accountRoutes.profile, {}, { token: sessionId });

describe('student sign-in', () => {
  it('returns the student and a sessionId header, and the session opens the profile', async () => {
    const phone = newPhone();
    const groupId = await makeGroup(t.ctx, 'Batch A');
    const id = await registeredStudent(t.ctx, phone, 'secret12', [groupId]);
    const res = await login(`88${phone}`, 'secret12');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.student).toEqual({
      _id: id,
      id,
      name: 'Test Student',
      username: `88${phone}`,
      sid: expect.any(String),
    });
    const sessionId = String(res.headers.sessionid);
    expect(sessionId).toMatch(/^[\w-]{40,}$/);
    const me = await profile(sessionId);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      _id: id,
      username: `88${phone}`,
      groups: [{ _id: groupId, name: 'Batch A' }],
      notifications: [],
      courses: [],
    });
  });

  it('refuses a wrong password with 401 and a title the client shows', async () => {
    const phone = newPhone();
    await registeredStudent(t.ctx, phone, 'secret12');
    const res = await login(`88${phone}`, 'wrongpass', '10.0.0.1');
    expect(res.statusCode).toBe(401);
    expect(res.json().errors.title).toBe('Wrong phone number or password');
    expect(res.json().errors.code).toBeUndefined();
    expect(res.headers.sessionid).toBeUndefined();
  });

  it('refuses an unknown number and a number that never registered', async () => {
    expect((await login(`88${newPhone()}`, 'secret12', '10.0.0.2')).statusCode).toBe(401);
    const phone = newPhone();
    await registeredStudent(t.ctx, phone);
    const admittedOnly = newPhone();
    const { admit } = await import('./support/factories');
    await admit(t.ctx, admittedOnly);
    const res = await login(`88${admittedOnly}`, 'secret12', '10.0.0.2');
    expect(res.statusCode).toBe(401);
    expect(res.json().errors.title).toBe('This number is not registered yet');
  });

  it('answers a badly formed username or a missing field with 400', async () => {
    expect((await login('01710000001', 'secret12')).json().errors.title).toBe('Phone no. is not valid');
    expect((await login('8801210000001', 'secret12')).statusCode).toBe(400);
    const missing = await callRoute(t.app, accountRoutes.login, {
      body: { username: '8801710000001' } as never,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.message).toContain('Please enter password');
  });

  it('locks a number out after ten tries in fifteen minutes (429), then lets it in again', async () => {
    const phone = newPhone();
    await registeredStudent(t.ctx, phone, 'secret12');
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await login(`88${phone}`, 'nope-nope', '10.0.0.3')).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes[10]).toBe(429);
    const blocked = await login(`88${phone}`, 'secret12', '10.0.0.3');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await login(`88${phone}`, 'secret12', '10.0.0.3')).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('answers 401 notLoggedIn without a session or with an unknown one', async () => {
    for (const res of [await profile(), await profile('not-a-session')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().errors.code).toBe('notLoggedIn');
      expect(res.json().errors.title).toBeTruthy();
    }
  });

  it('checks the session before the input: bad input without a session is 401, not 400', async () => {
    const cases = [
      callRoute(t.app, profileRoutes.update, { body: { SSCGPA: 'x' } }),
      callRoute(t.app, staffRoutes.admitStudent, { body: { phone: 'nope' } as never }),
      callRoute(t.app, contentRoutes.subjects, { params: { courseId: 'not-an-id' } }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode).toBe(401);
      expect(res.json().errors.code).toBe('notLoggedIn');
    }
  });

  it('ends the session on logout', async () => {
    const phone = newPhone();
    await registeredStudent(t.ctx, phone);
    const sessionId = await signIn(t.app, phone);
    const out = await callRoute(t.app, accountRoutes.logout, {}, { token: sessionId });
    expect(out.statusCode).toBe(200);
    expect(out.json().data.message).toBe('Log out successfull');
    expect((await profile(sessionId)).json().errors.code).toBe('notLoggedIn');
    expect((await callRoute(t.app, accountRoutes.logout, {}, { token: sessionId })).statusCode).toBe(401);
  });

  it('ends the first session when the student signs in again elsewhere', async () => {
    const phone = newPhone();
    await registeredStudent(t.ctx, phone);
    const first = await signIn(t.app, phone);
    expect((await profile(first)).statusCode).toBe(200);
    const second = await signIn(t.app, phone);
    expect((await profile(first)).statusCode).toBe(401);
    expect((await profile(second)).statusCode).toBe(200);
  });

  it('expires a session after 30 days without use, and rolls it while used', async () => {
    const phone = newPhone();
    await registeredStudent(t.ctx, phone);
    const sessionId = await signIn(t.app, phone);
    t.clock.advance(20 * 86_400_000);
    expect((await profile(sessionId)).statusCode).toBe(200); // rolls the expiry to day 50
    t.clock.advance(25 * 86_400_000);
    expect((await profile(sessionId)).statusCode).toBe(200);
    t.clock.advance(31 * 86_400_000);
    expect((await profile(sessionId)).statusCode).toBe(401);
  });

  it('looks up the sessions asked for together in one go, each with its own principal', async () => {
    const phones = Array.from({ length: 12 }, () => newPhone());
    const ids: string[] = [];
    for (const phone of phones) ids.push(await registeredStudent(t.ctx, phone));
    const tokens: string[] = [];
    for (const phone of phones) tokens.push(await signIn(t.app, phone));
    const staff = await staffSession(t.app);
    await t.ctx.db.update(students).set({ deactivatedAt: new Date() }).where(eq(students.id, ids[5]!));
    // Asked for in the same turn, none cached yet: one batch, answered in the order asked.
    const found = await Promise.all(
      [...tokens, 'not-a-session', staff].map((token) => t.ctx.sessions.check(token)),
    );
    const who = found.map((f) => (f === null ? null : 'principal' in f ? f.principal.id : 'deactivated'));
    expect(who.slice(0, 12)).toEqual(ids.map((id, i) => (i === 5 ? 'deactivated' : id)));
    expect(who[12]).toBeNull();
    expect(found[13]).toMatchObject({ principal: { type: 'staff', roles: ['admin'] } });
  });

  it('exposes the sessionId header to browsers through CORS (to a listed origin)', async () => {
    const t = await createTestApp({ CORS_ORIGINS: 'https://students.example.org' });
    onTestFinished(() => t.close());
    const res = await t.app.inject({
      // A preflight: OPTIONS is no method of the table, so the path comes from the login route.
      method: 'OPTIONS',
      url: `/api${accountRoutes.login.path}`,
      headers: {
        origin: 'https://students.example.org',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization,agent',
      },
    });
    expect(res.statusCode).toBe(204);
    const phone = newPhone();
    await registeredStudent(t.ctx, phone);
    const real = await callRoute(
      t.app,
      accountRoutes.login,
      { body: { username: `88${phone}`, password: 'secret12' } },
      { headers: { origin: 'https://students.example.org' } },
    );
    expect(String(real.headers['access-control-expose-headers'])).toContain('sessionId');
  });
});
