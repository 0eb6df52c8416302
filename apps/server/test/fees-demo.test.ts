import { feesRoutes as fees, paymentRoutes, staffRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_STAFF, seedDemoAccounts } from '../src/seed/demo-accounts';
import { seedDemoContent } from '../src/seed/demo-content';
import { seedDemoFees } from '../src/seed/demo-fees';
import { signInAsClient } from './contract-client';
import { callAs, callRoute } from './support/call-route';
import { listeningApp } from './support/payment-world';
import { tempDataDir } from './support/temp-data-dir';
import type { TestApp } from './support/test-app';

// The demo institute's fees: the demo student owes an instalment (the original client shows its pay
// button) and has one earlier payment with a receipt; the accountant can sign in and sees defaulters
// and a held online payment to decide.

let t: TestApp;
const dir = tempDataDir();
let courseId: string;
beforeAll(async () => {
  t = await listeningApp({ DATA_DIR: dir.path });
  const accounts = await seedDemoAccounts(t.ctx);
  const content = await seedDemoContent(t.ctx, accounts);
  courseId = content.courseId;
  await seedDemoFees(t.ctx, accounts, content);
});
afterAll(async () => {
  await t.close();
  dir.remove();
});

describe('demo fees', () => {
  it('has the demo student owe the second instalment, with one earlier receipt', async () => {
    const client = await signInAsClient(t.app, DEMO.studentPhone, DEMO.studentPassword);
    const body = { student: client.student._id, course: courseId };
    const due = (await client.post('/admission/due/data', body)).json();
    expect(due.data).toMatchObject({ due_amount: 3000, admission: courseId });
    const payments = (await client.post('/admission/transactions/data', body)).json().data;
    expect(payments).toHaveLength(1);
    expect(payments[0].serialNo).toMatch(/^DHA-\d{4}-000001$/);
  });

  it('lets the demo accountant in, who sees the defaulters', async () => {
    const account = DEMO_STAFF.find((s) => s.username === 'accountant')!;
    const login = await callRoute(t.app, staffRoutes.login, {
      body: { username: account.username, password: account.password },
    });
    expect(login.statusCode).toBe(200);
    const session = String(login.headers.sessionid);
    const defaulters = await callAs(t.app, fees.defaulters, { query: { overdueDays: 30 } }, session);
    expect(defaulters.body.data.length).toBeGreaterThanOrEqual(6);
    expect(defaulters.body.data.every((d: { overdueDays: number }) => d.overdueDays === 45)).toBe(true);
    // A held bKash payment waits for the office in Online payments.
    const held = await callAs(t.app, paymentRoutes.staffPayments, { query: { status: 'held' } }, session);
    expect(held.body.data).toEqual([
      expect.objectContaining({
        invoice: 'INVDEMOHELD0001',
        reason: expect.stringContaining('amount differs'),
      }),
    ]);
    // Marked for refund, it is given back through the simulated bKash at what bKash took.
    const orderId = held.body.data[0].orderId as string;
    await callAs(
      t.app,
      paymentRoutes.resolveHeld,
      { params: { orderId }, body: { action: 'refund', note: 'Demo' } },
      session,
    );
    const refunded = await callAs(
      t.app,
      paymentRoutes.refundOrder,
      { params: { orderId }, body: { amountPaisa: 50_000, note: 'Demo refund' } },
      session,
    );
    expect(refunded.body.data).toMatchObject({ status: 'refunded' });
  });
});
