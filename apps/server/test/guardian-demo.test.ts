import { guardianRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, seedDemoAccounts } from '../src/seed/demo-accounts';
import { seedDemoContent } from '../src/seed/demo-content';
import { seedDemoExams } from '../src/seed/demo-exams';
import { seedDemoFees } from '../src/seed/demo-fees';
import { callAs } from './support/call-route';
import { guardianSession } from './support/factories';
import { tempDataDir } from './support/temp-data-dir';
import { createTestApp, type TestApp } from './support/test-app';

// The demo guardian a newcomer tries: one number, two children, each with a published result, dues
// and (the demo student) a receipt.

let t: TestApp;
const dir = tempDataDir();
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dir.path });
  const accounts = await seedDemoAccounts(t.ctx);
  const content = await seedDemoContent(t.ctx, accounts);
  await seedDemoExams(t.ctx, accounts);
  await seedDemoFees(t.ctx, accounts, content);
});
afterAll(async () => {
  await t.close();
  dir.remove();
});

describe('the demo guardian', () => {
  it('signs in with a code and sees two children with a published result and dues each', async () => {
    const session = await guardianSession(t.app, DEMO.guardianPhone);
    const me = (await callAs(t.app, guardianRoutes.me, {}, session)).body.data;
    expect(me.children.map((c: { name: string }) => c.name)).toEqual(['Ayesha Rahman', 'Demo Student 2']);
    for (const child of me.children) {
      const params = { studentId: child._id };
      const board = await callAs(t.app, guardianRoutes.scoreboard, { params, query: {} }, session);
      expect(
        board.body.data.results.examResult.map((r: { examId: { title: string } }) => r.examId.title),
      ).toEqual(['Monthly Exam: Physics and Mathematics']);
      const fees = (await callAs(t.app, guardianRoutes.fees, { params }, session)).body.data;
      expect(fees.dues.length).toBeGreaterThan(0);
      expect(fees.receipts.length).toBeGreaterThan(0);
    }
  });
});
