import { type StaffRole, toUsername } from '@lms/domain';
import { type StudentListItem, staffRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from './support/call-route';
import {
  appWithAdmin,
  branchAndGroup,
  newPhone,
  registeredStudent,
  signIn,
  staffSession,
} from './support/factories';
import type { TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let branchId: string;
let groupId: string;
const phones = { zara: newPhone(), adil: newPhone(), mina: newPhone() };

beforeAll(async () => {
  ({ t, admin } = await appWithAdmin());
  const as = { token: admin };
  ({ branchId, groupId } = await branchAndGroup(t.app, admin, { branch: 'Banani', group: 'Roster A' }));
  const admit = (name: string, sid: string, phone: string, extra: object = {}) =>
    callRoute(t.app, staffRoutes.admitStudent, { body: { name, sid, phone, ...extra } }, as);
  expect((await admit('Zara Listed', 'L-003', phones.zara, { branchId })).statusCode).toBe(201);
  expect((await admit('Adil Listed', 'L-001', phones.adil, { groupIds: [groupId] })).statusCode).toBe(201);
  expect(
    (await admit('Mina Listed', 'L-002', phones.mina, { branchId, groupIds: [groupId] })).statusCode,
  ).toBe(201);
});
afterAll(() => t.close());

const list = async (query: Parameters<typeof callRoute<typeof staffRoutes.listStudents>>[2]['query']) => {
  const res = await callRoute(
    t.app,
    staffRoutes.listStudents,
    { query: { search: 'Listed', ...query } },
    {
      token: admin,
    },
  );
  expect(res.statusCode).toBe(200);
  return res.json().data as { items: StudentListItem[]; total: number };
};
const names = (page: { items: StudentListItem[] }) => page.items.map((s) => s.name);

describe('GET /staff/students', () => {
  it('answers a page with the total, sorted by name by default', async () => {
    const page = await list({ limit: 2 });
    expect(page.total).toBe(3);
    expect(names(page)).toEqual(['Adil Listed', 'Mina Listed']);
    expect(page.items[0]).toEqual({
      _id: expect.any(String),
      name: 'Adil Listed',
      sid: 'L-001',
      username: toUsername(phones.adil),
      registered: false,
      branchId: null,
      active: true,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(names(await list({ limit: 2, offset: 2 }))).toEqual(['Zara Listed']);
  });

  it('sorts by roll, admission time and in either direction', async () => {
    expect(names(await list({ sort: 'sid', order: 'desc' }))).toEqual([
      'Zara Listed',
      'Mina Listed',
      'Adil Listed',
    ]);
    expect(names(await list({ sort: 'createdAt' }))).toHaveLength(3);
    expect(names(await list({ sort: 'name', order: 'desc' }))).toEqual([
      'Zara Listed',
      'Mina Listed',
      'Adil Listed',
    ]);
  });

  it('filters by number, branch, group and registration', async () => {
    expect(names(await list({ search: phones.mina }))).toEqual(['Mina Listed']);
    expect(names(await list({ branchId }))).toEqual(['Mina Listed', 'Zara Listed']);
    expect(names(await list({ groupId }))).toEqual(['Adil Listed', 'Mina Listed']);
    expect(names(await list({ branchId, groupId }))).toEqual(['Mina Listed']);
    expect((await list({ registered: 'true' })).total).toBe(0);
    const phone = newPhone();
    await registeredStudent(t.ctx, phone);
    const registered = await list({ search: phone, registered: true });
    expect(registered.items).toEqual([expect.objectContaining({ registered: true })]);
    expect((await list({ search: phone, registered: false })).total).toBe(0);
  });

  it('answers bad queries with 400', async () => {
    const cases = [
      'sort=phone',
      'order=up',
      'limit=0',
      'limit=201',
      'offset=-1',
      'branchId=nope',
      'groupId=nope',
      'registered=yes',
    ];
    for (const query of cases) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/staff/students?${query}`,
        headers: { authorization: admin },
      });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('who may run the institute', () => {
  it('lets moderators and admins manage branches, groups and students; refuses other roles (403)', async () => {
    const moderator = await staffSession(t.app, ['moderator']);
    expect((await callRoute(t.app, staffRoutes.listStudents, {}, { token: moderator })).statusCode).toBe(200);
    expect((await callRoute(t.app, staffRoutes.listBranches, {}, { token: moderator })).statusCode).toBe(200);
    const others: StaffRole[] = [
      'examModerator',
      'examiner',
      'contentUploader',
      'questionUploader',
      'mentor',
    ];
    for (const role of others) {
      const token = await staffSession(t.app, [role]);
      for (const route of [staffRoutes.listStudents, staffRoutes.listBranches, staffRoutes.listGroups]) {
        expect((await callRoute(t.app, route, {}, { token })).statusCode, `${role} ${route.path}`).toBe(403);
      }
      const admit = callRoute(
        t.app,
        staffRoutes.admitStudent,
        { body: { name: 'No', sid: '1', phone: newPhone() } },
        { token },
      );
      expect((await admit).statusCode).toBe(403);
      expect((await callRoute(t.app, staffRoutes.me, {}, { token })).json().data.roles).toEqual([role]);
    }
  });

  it('keeps staff accounts to admins and students out of staff routes', async () => {
    const body = { username: 'newcomer', name: 'New', password: 'longenough', roles: ['examiner' as const] };
    const moderator = await staffSession(t.app, ['moderator']);
    expect((await callRoute(t.app, staffRoutes.createStaff, { body }, { token: moderator })).statusCode).toBe(
      403,
    );
    const made = await callRoute(t.app, staffRoutes.createStaff, { body }, { token: admin });
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toEqual({
      _id: expect.any(String),
      username: 'newcomer',
      name: 'New',
      roles: ['examiner'],
    });
    const phone = newPhone();
    await registeredStudent(t.ctx, phone);
    const student = await signIn(t.app, phone);
    expect((await callRoute(t.app, staffRoutes.me, {}, { token: student })).statusCode).toBe(403);
    expect((await callRoute(t.app, staffRoutes.listStudents, {}, {})).statusCode).toBe(401);
  });

  it('answers bad branch, group and sign-in input with 400', async () => {
    const as = { token: admin };
    const bad = [
      await callRoute(t.app, staffRoutes.createBranch, { body: { name: '' } }, as),
      await callRoute(t.app, staffRoutes.createGroup, { body: { name: 'G', courseId: 'nope' } }, as),
      await callRoute(t.app, staffRoutes.login, { body: { username: '', password: '' } }),
      await callRoute(
        t.app,
        staffRoutes.removeGroupMember,
        { params: { groupId: 'nope', studentId: 'nope' } },
        as,
      ),
    ];
    for (const res of bad) expect(res.statusCode).toBe(400);
  });

  it('signs staff in with the sessionId header and the account in the body', async () => {
    await callRoute(
      t.app,
      staffRoutes.createStaff,
      { body: { username: 'Signer', name: 'Sig', password: 'longenough', roles: ['mentor'] } },
      { token: admin },
    );
    const res = await callRoute(t.app, staffRoutes.login, {
      body: { username: 'signer', password: 'longenough' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.staff).toEqual({
      _id: expect.any(String),
      username: 'signer',
      name: 'Sig',
      roles: ['mentor'],
    });
    expect(String(res.headers.sessionid)).toMatch(/^[\w-]{40,}$/);
  });
});
