import { STAFF_ROLES, type StaffRole } from '@lms/domain';
import { type StaffAccount, staffRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from './support/call-route';
import { appWithAdmin, staffSession } from './support/factories';
import type { TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let adminId: string;
const OTHER_ROLES = STAFF_ROLES.filter((r) => r !== 'admin');

const create = (username: string, roles: StaffRole[] = ['mentor'], password = 'a-good-secret') =>
  callRoute(
    t.app,
    staffRoutes.createStaff,
    { body: { username, name: `Name ${username}`, password, roles } },
    { token: admin },
  );
const login = (username: string, password = 'a-good-secret') =>
  callRoute(t.app, staffRoutes.login, { body: { username, password } });

beforeAll(async () => {
  ({ t, admin } = await appWithAdmin());
  adminId = (await callRoute(t.app, staffRoutes.me, {}, { token: admin })).json().data._id;
});
afterAll(() => t.close());

describe('staff passwords', () => {
  it('refuses short and common passwords with the reason', async () => {
    const short = await create('shorty', ['mentor'], 'abc12345');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('at least 10 characters');
    const common = await create('common1', ['mentor'], 'Password123');
    expect(common.statusCode).toBe(400);
    expect(common.body).toContain('commonly used password');
  });
});

describe('GET /staff/accounts', () => {
  it('answers a page of accounts, searched, filtered by role and status, sorted', async () => {
    expect((await create('list.zed', ['examiner'])).statusCode).toBe(201);
    expect((await create('list.amy', ['mentor', 'examiner'])).statusCode).toBe(201);
    const res = await callRoute(
      t.app,
      staffRoutes.listStaff,
      { query: { search: 'list.', limit: 1 } },
      { token: admin },
    );
    expect(res.statusCode).toBe(200);
    const page = res.json().data as { items: StaffAccount[]; total: number };
    expect(page.total).toBe(2);
    expect(page.items).toEqual([
      {
        _id: expect.any(String),
        username: 'list.amy',
        name: 'Name list.amy',
        roles: ['mentor', 'examiner'],
        active: true,
        createdAt: expect.stringMatching(/^\d{4}-/),
      },
    ]);
    const mentors = await callRoute(
      t.app,
      staffRoutes.listStaff,
      { query: { search: 'list.', role: 'mentor', sort: 'username', order: 'desc' } },
      { token: admin },
    );
    expect(mentors.json().data.items.map((s: StaffAccount) => s.username)).toEqual(['list.amy']);
    const inactive = await callRoute(
      t.app,
      staffRoutes.listStaff,
      { query: { active: 'false', search: 'list.' } },
      { token: admin },
    );
    expect(inactive.json().data.total).toBe(0);
  });

  it('is for admins only, and checks its query', async () => {
    expect((await callRoute(t.app, staffRoutes.listStaff, { query: {} })).statusCode).toBe(401);
    for (const role of OTHER_ROLES) {
      const token = await staffSession(t.app, [role]);
      expect((await callRoute(t.app, staffRoutes.listStaff, { query: {} }, { token })).statusCode).toBe(403);
    }
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/staff/accounts?sort=wizard&limit=0',
      headers: { authorization: admin },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PATCH /staff/accounts/:staffId', () => {
  it('changes roles, and deactivation ends sessions and refuses sign-in until reactivated', async () => {
    const made = (await create('deact.me', ['mentor'])).json().data;
    const session = String((await login('deact.me')).headers.sessionid);
    expect((await callRoute(t.app, staffRoutes.me, {}, { token: session })).statusCode).toBe(200);

    const roles = await callRoute(
      t.app,
      staffRoutes.updateStaff,
      { params: { staffId: made._id }, body: { roles: ['examiner', 'examiner'] } },
      { token: admin },
    );
    expect(roles.statusCode).toBe(200);
    expect(roles.json().data).toMatchObject({ roles: ['examiner'], active: true });

    const off = await callRoute(
      t.app,
      staffRoutes.updateStaff,
      { params: { staffId: made._id }, body: { active: false } },
      { token: admin },
    );
    expect(off.json().data.active).toBe(false);
    expect((await callRoute(t.app, staffRoutes.me, {}, { token: session })).statusCode).toBe(401);
    const refused = await login('deact.me');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors.title).toBe('This account is deactivated');

    await callRoute(
      t.app,
      staffRoutes.updateStaff,
      { params: { staffId: made._id }, body: { active: true } },
      { token: admin },
    );
    expect((await login('deact.me')).statusCode).toBe(200);
  });

  it('keeps an active admin: no self-deactivation, the last admin keeps the role', async () => {
    const self = await callRoute(
      t.app,
      staffRoutes.updateStaff,
      { params: { staffId: adminId }, body: { active: false } },
      { token: admin },
    );
    expect(self.statusCode).toBe(400);
    expect(self.json().errors.title).toBe('You cannot deactivate yourself');
  });

  it('refuses others, unknown accounts and bad bodies', async () => {
    const target = (await create('patch.target')).json().data._id;
    const call = (body: object, token?: string, staffId = target) =>
      callRoute(
        t.app,
        staffRoutes.updateStaff,
        { params: { staffId }, body: body as never },
        token ? { token } : {},
      );
    expect((await call({ active: false })).statusCode).toBe(401);
    for (const role of OTHER_ROLES) {
      expect((await call({ active: false }, await staffSession(t.app, [role]))).statusCode).toBe(403);
    }
    expect((await call({}, admin)).statusCode).toBe(400);
    expect((await call({ roles: [] }, admin)).statusCode).toBe(400);
    expect((await call({ roles: ['wizard'] }, admin)).statusCode).toBe(400);
    expect((await call({ password: 'x' }, admin)).statusCode).toBe(400);
    expect((await call({ active: true }, admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    const badId = await t.app.inject({
      method: 'PATCH',
      url: '/api/staff/accounts/nope',
      headers: { authorization: admin },
      payload: { active: true },
    });
    expect(badId.statusCode).toBe(400);
  });
});

describe('PUT /staff/accounts/:staffId/password', () => {
  it('sets the password, ends the old sessions, and checks the rule', async () => {
    const made = (await create('reset.me')).json().data;
    const session = String((await login('reset.me')).headers.sessionid);
    const reset = (password: string, token?: string) =>
      callRoute(
        t.app,
        staffRoutes.resetStaffPassword,
        { params: { staffId: made._id }, body: { password } },
        token ? { token } : {},
      );
    const weak = await reset('qwertyuiop', admin);
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('commonly used');
    expect((await reset('another-good-one', admin)).json().data).toEqual({ reset: true });
    expect((await callRoute(t.app, staffRoutes.me, {}, { token: session })).statusCode).toBe(401);
    expect((await login('reset.me')).statusCode).toBe(401);
    expect((await login('reset.me', 'another-good-one')).statusCode).toBe(200);
    expect((await reset('another-good-one')).statusCode).toBe(401);
    for (const role of OTHER_ROLES) {
      expect((await reset('another-good-one', await staffSession(t.app, [role]))).statusCode).toBe(403);
    }
  });
});
