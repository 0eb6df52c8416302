import { staffRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../src/modules/staff/create-staff';
import { callRoute } from './support/call-route';
import { admit, appWithAdmin, makeGroup, newPhone } from './support/factories';
import type { TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await appWithAdmin());
  await admit(t.ctx, newPhone(), [], 'Plain Student');
  await admit(t.ctx, newPhone(), [], 'Hundred% Sure');
  await admit(t.ctx, newPhone(), [], 'Under_Score');
  await makeGroup(t.ctx, 'Plain Group');
  await makeGroup(t.ctx, '50% Batch');
  await createStaff(t.ctx, {
    username: 'under_score',
    name: 'Plain Staff',
    password: 'staffpass1',
    roles: ['mentor'],
  });
});
afterAll(() => t.close());

const names = async (
  route: typeof staffRoutes.listStudents | typeof staffRoutes.pageGroups,
  search: string,
) => {
  const res = await callRoute(t.app, route, { query: { search } }, { token: admin });
  expect(res.statusCode).toBe(200);
  return (res.json().data.items as { name: string }[]).map((i) => i.name).sort();
};

describe('staff searches take % and _ literally', () => {
  it('finds only the students whose name, roll or number has the character', async () => {
    expect(await names(staffRoutes.listStudents, '%')).toEqual(['Hundred% Sure']);
    expect(await names(staffRoutes.listStudents, '_')).toEqual(['Under_Score']);
    expect(await names(staffRoutes.listStudents, '\\')).toEqual([]);
    expect(await names(staffRoutes.listStudents, 'plain')).toEqual(['Plain Student']);
  });

  it('finds only the groups whose name has the character', async () => {
    expect(await names(staffRoutes.pageGroups, '%')).toEqual(['50% Batch']);
    expect(await names(staffRoutes.pageGroups, '_')).toEqual([]);
  });

  it('finds only the staff accounts whose name or username has the character', async () => {
    const res = await callRoute(t.app, staffRoutes.listStaff, { query: { search: '_' } }, { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items.map((s: { username: string }) => s.username)).toEqual(['under_score']);
    const none = await callRoute(t.app, staffRoutes.listStaff, { query: { search: '%' } }, { token: admin });
    expect(none.json().data.total).toBe(0);
  });
});
