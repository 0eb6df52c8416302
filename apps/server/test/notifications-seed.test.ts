import { accountRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, seedDemoAccounts } from '../src/seed/demo-accounts';
import { seedDemoNotifications } from '../src/seed/demo-notifications';
import { callRoute } from './support/call-route';
import { signIn } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoNotifications(t.ctx, await seedDemoAccounts(t.ctx));
});
afterAll(async () => {
  await t.close();
});

describe('demo notifications', () => {
  it('gives the demo student four notifications, newest first, two of them unseen', async () => {
    const session = await signIn(t.app, DEMO.studentPhone, DEMO.studentPassword);
    const res = await callRoute(t.app, accountRoutes.profile, {}, { token: session });
    const list = res.json().data.notifications as { isSeen: boolean; notificationId: { message: string } }[];
    expect(list.map((n) => [n.notificationId.message.slice(0, 20), n.isSeen])).toEqual([
      ['Your tuition fee for', false],
      ['The chemistry model ', false],
      ['You have been added ', true],
      ['Welcome to the new s', true],
    ]);
  });
});
