import { type AuditEntry, auditRoutes, staffRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_STAFF, seedDemoAccounts } from '../src/seed/demo-accounts';
import { seedDemoAudit } from '../src/seed/demo-audit';
import { callRoute } from './support/call-route';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAudit(t.ctx, await seedDemoAccounts(t.ctx));
  const login = await callRoute(t.app, staffRoutes.login, {
    body: { username: DEMO.staffUsername, password: DEMO.staffPassword },
  });
  admin = String(login.headers.sessionid);
});
afterAll(async () => {
  await t.close();
});

const page = async (query: object) =>
  (await callRoute(t.app, auditRoutes.listAudit, { query }, { token: admin })).json().data as {
    items: AuditEntry[];
    total: number;
  };

describe('demo audit log', () => {
  it("records the admin setting up the institute and the moderator's notice, in the past", async () => {
    const roster = (
      await callRoute(t.app, staffRoutes.listStudents, { query: { limit: 1 } }, { token: admin })
    ).json().data as { total: number };
    const all = await page({ limit: 200 });
    // the branch and the group, every student admitted, the staff accounts (one per role), the notice
    expect(all.total).toBe(2 + roster.total + DEMO_STAFF.length + 1);
    expect(all.items[0]).toMatchObject({
      username: 'moderator',
      section: 'notifications',
      action: 'sendNotice',
    });
    expect(new Date(all.items[0]!.at).getTime()).toBeLessThan(t.clock.now().getTime());
    const admissions = await page({ staff: 'admin', section: 'staff', limit: 200 });
    expect(admissions.items.filter((i) => i.action === 'admitStudent')).toHaveLength(roster.total);
    const staffMade = admissions.items.filter((i) => i.action === 'createStaff');
    expect(staffMade.every((i) => (i.body as { password: string }).password === '[removed]')).toBe(true);
  });
});
