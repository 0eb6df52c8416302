import type { StaffRole } from '@lms/domain';
import { accountRoutes, auditRoutes, staffRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditWritesSettled } from '../src/modules/audit/record-write';
import { callRoute } from './support/call-route';
import { appWithAdmin, newPhone, registeredStudent, signIn, staffSession } from './support/factories';
import type { TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await appWithAdmin());
});
afterAll(() => t.close());

let made = 0;
/** A staff member of its own with a known username and password, signed in. */
async function member(roles: StaffRole[] = ['examiner']) {
  const username = `own${++made}-${Date.now() % 100000}`;
  const created = await callRoute(
    t.app,
    staffRoutes.createStaff,
    { body: { username, name: 'Own Account', password: 'first-pass-2024', roles } },
    { token: admin },
  );
  expect(created.statusCode, created.body).toBe(201);
  return { id: created.json().data._id as string, username, token: await login(username, 'first-pass-2024') };
}

async function login(username: string, password: string) {
  const res = await callRoute(t.app, staffRoutes.login, { body: { username, password } });
  return res.statusCode === 200 ? String(res.headers.sessionid) : '';
}

const updateMe = (token: string, body: object) =>
  callRoute(t.app, staffRoutes.updateMe, { body: body as never }, { token });

describe('staff change their own account', () => {
  it('changes the name, and the password with the current one; other sessions end', async () => {
    const me = await member();
    const other = await login(me.username, 'first-pass-2024');
    const renamed = await updateMe(me.token, { name: 'Nusrat Jahan' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ _id: me.id, name: 'Nusrat Jahan', roles: ['examiner'] });
    expect((await callRoute(t.app, staffRoutes.me, {}, { token: me.token })).json().data.name).toBe(
      'Nusrat Jahan',
    );

    const changed = await updateMe(me.token, {
      currentPassword: 'first-pass-2024',
      newPassword: 'second-pass-2025',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await login(me.username, 'first-pass-2024')).toBe('');
    expect(await login(me.username, 'second-pass-2025')).not.toBe('');
    // The session that made the change stays; the other one ended.
    expect((await callRoute(t.app, staffRoutes.me, {}, { token: me.token })).statusCode).toBe(200);
    expect((await callRoute(t.app, staffRoutes.me, {}, { token: other })).statusCode).toBe(401);
  });

  it('refuses a wrong or missing current password and a weak new one, changing nothing', async () => {
    const me = await member(['mentor']);
    const wrong = await updateMe(me.token, {
      currentPassword: 'not-my-password',
      newPassword: 'second-pass-2025',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.title).toBe('Wrong current password');
    const missing = await updateMe(me.token, { newPassword: 'second-pass-2025' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.message).toContain('current password');
    const weak = await updateMe(me.token, { currentPassword: 'first-pass-2024', newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    const common = await updateMe(me.token, {
      currentPassword: 'first-pass-2024',
      newPassword: 'password1234',
    });
    expect(common.statusCode).toBe(400);
    expect((await updateMe(me.token, {})).statusCode).toBe(400);
    expect((await updateMe(me.token, { name: '' })).statusCode).toBe(400);
    expect(await login(me.username, 'first-pass-2024')).not.toBe('');
  });

  it("cannot change another staff member's account or one's own roles through it", async () => {
    const me = await member(['examiner']);
    const other = await member(['mentor']);
    const sneaky = await updateMe(me.token, { staffId: other.id, name: 'Taken Over' });
    expect(sneaky.statusCode).toBe(400);
    const roles = await updateMe(me.token, { roles: ['admin'] });
    expect(roles.statusCode).toBe(400);
    expect((await callRoute(t.app, staffRoutes.me, {}, { token: other.token })).json().data.name).toBe(
      'Own Account',
    );
    expect((await callRoute(t.app, staffRoutes.me, {}, { token: me.token })).json().data.roles).toEqual([
      'examiner',
    ]);
  });

  it('is open to every staff role, not to students or without a session, and is audited', async () => {
    for (const role of ['moderator', 'accountant', 'contentUploader'] as StaffRole[]) {
      const token = await staffSession(t.app, [role]);
      expect((await updateMe(token, { name: `Renamed ${role}` })).statusCode).toBe(200);
    }
    const phone = newPhone();
    await registeredStudent(t.ctx, phone);
    const student = await signIn(t.app, phone);
    expect((await updateMe(student, { name: 'Student' })).statusCode).toBe(403);
    expect((await callRoute(t.app, accountRoutes.profile, {}, { token: student })).statusCode).toBe(200);
    expect((await callRoute(t.app, staffRoutes.updateMe, { body: { name: 'Nobody' } })).statusCode).toBe(401);

    const me = await member();
    await updateMe(me.token, {
      name: 'Audited Name',
      currentPassword: 'first-pass-2024',
      newPassword: 'third-pass-2026',
    });
    await auditWritesSettled(t.ctx);
    const audit = await callRoute(
      t.app,
      auditRoutes.listAudit,
      { query: { staff: me.username } as never },
      { token: admin },
    );
    const [entry] = audit.json().data.items;
    expect(entry).toMatchObject({
      action: 'updateMe',
      before: { name: 'Own Account' },
      after: { name: 'Audited Name' },
      body: { name: 'Audited Name', currentPassword: '[removed]', newPassword: '[removed]' },
    });
  });
});
