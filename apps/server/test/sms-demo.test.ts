import { smsRoutes as sms, examStaffRoutes as staffRoutes } from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO, seedDemoAccounts } from '../src/seed/demo-accounts';
import { seedDemoExams } from '../src/seed/demo-exams';
import { seedDemoSms } from '../src/seed/demo-sms';
import { callAs } from './support/call-route';
import { staffSession } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

// The demo institute's result SMS: templates saved, an opted-out number, guardian numbers on the model
// test batch's roster; publishing "Model Test 2: Chemistry" with students and guardians writes each
// message to the log (the console provider) and the delivery log counts them sent.

let t: TestApp;
let admin: string;
let chemistryExamId: string;
beforeAll(async () => {
  t = await createTestApp({ SMS_RATE_PER_SECOND: '1000' });
  const accounts = await seedDemoAccounts(t.ctx);
  const exams = await seedDemoExams(t.ctx, accounts);
  chemistryExamId = exams.history.chemistryExamId;
  await seedDemoSms(t.ctx);
  admin = await staffSession(t.app, ['admin']);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('demo result SMS', () => {
  it('has the templates saved and the opted-out number listed', async () => {
    const settings = await callAs(t.app, sms.smsSettings, {}, admin);
    expect(settings.body.data).toMatchObject({ language: 'bn', partLimit: 3, pricePerPartPaisa: 30 });
    expect(settings.body.data.templates.bn.present).toContain('{marks}');
    const optOuts = await callAs(t.app, sms.listSmsOptOuts, {}, admin);
    expect(optOuts.body.data.map((o: { phone: string }) => o.phone)).toEqual([DEMO.noGroupPhone]);
  });

  it('publishes the chemistry model test with SMS to students and guardians, written to the log', async () => {
    const preview = await callAs(
      t.app,
      sms.resultSmsPreview,
      { params: { examId: chemistryExamId }, query: { audience: 'both', scope: 'exam' } },
      admin,
    );
    expect(preview.status).toBe(200);
    const p = preview.body.data;
    expect(p.withoutNumber).toBe(0);
    expect(p.messages).toBeGreaterThan(10);
    expect(p.present.count.encoding).toBe('ucs2');
    const published = await callAs(
      t.app,
      staffRoutes.publishResults,
      { params: { examId: chemistryExamId }, body: { scope: 'exam', sms: 'both' } },
      admin,
    );
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.data.smsQueued).toBe(p.messages);
    await vi.waitFor(
      async () => {
        const log = await callAs(t.app, sms.resultSmsLog, { params: { examId: chemistryExamId } }, admin);
        expect(log.body.data.totals).toMatchObject({ sent: p.messages, queued: 0, sending: 0, failed: 0 });
      },
      // 320 messages, one transaction each: on a machine busy with CI's browser journeys that takes
      // over 20 s, and over 60 s with a second test run beside it. This test is about each message
      // going out once, not how fast (the SMS rate is).
      { timeout: 150_000, interval: 200 },
    );
    const written = t.logs.filter((l) => l.msg === 'sms');
    expect(written.length).toBeGreaterThanOrEqual(p.messages);
    expect(written.some((l) => String(l.to).startsWith('880185'))).toBe(true);
  }, 180_000);
});
