import { toUsername } from '@lms/domain';
import {
  auditRoutes,
  type SmsMessageView,
  smsRoutes as sms,
  examStaffRoutes as staffRoutes,
} from '@lms/domain/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { examAttempts, smsMessages, students } from '../src/db/schema';
import { ContextSlots } from '../src/lib/context-slots';
import { createJobQueue } from '../src/lib/job-queue';
import { auditWritesSettled } from '../src/modules/audit/record-write';
import { sendResultSms } from '../src/modules/sms/send-result-sms';
import { queueSmsSending, sendQueuedSms } from '../src/modules/sms/sms-worker';
import { caller, endWindow, liveExamWorld, sitByTitle, student } from './exams-fixtures';
import { admit, newPhone, staffSession } from './support/factories';
import { startBulkSmsGateway } from './support/fake-sms-gateway';
import { createTestApp, onPostgres, type TestApp } from './support/test-app';

// Result SMS through BulkSMSBD's protocol, answered by a local server of the test's own: publishing
// with SMS texts each student and guardian once, whatever sends twice; the gateway's temporary errors
// are retried, its refusals logged and resent; opted-out numbers are not texted.

let gateway: Awaited<ReturnType<typeof startBulkSmsGateway>>;
let t: TestApp;
let call: ReturnType<typeof caller>;

const QUESTION = {
  type: 'MCQ' as const,
  title: 'Capital of Bangladesh?',
  options: ['Dhaka', 'Delhi'],
  answer: ['Dhaka'],
  point: 4,
};

beforeAll(async () => {
  gateway = await startBulkSmsGateway();
  t = await createTestApp(gateway.env);
  call = caller(t);
});
afterAll(async () => {
  await t?.close();
  await gateway?.close();
});

const to = (phone: string) => toUsername(phone);
const textsTo = (number: string) => gateway.received.filter((r) => r.fields.number === number);

async function setContact(studentId: string, contact: string) {
  await t.ctx.db.update(students).set({ contact }).where(eq(students.id, studentId));
}

/** A live exam whose window has ended: two students sat it (one right, one wrong), one was absent. */
async function examWorld(title: string) {
  const w = await liveExamWorld(t, { questions: [QUESTION], exam: { title, negativeMarkPerQuestion: 0.25 } });
  const second = await student(t, [w.groupId]);
  const absentPhone = newPhone();
  const absentId = await admit(t.ctx, absentPhone, [w.groupId], 'Absent Student');
  await sitByTitle(t, w, w.me.session, { [QUESTION.title]: ['Dhaka'] });
  await sitByTitle(t, w, second.session, { [QUESTION.title]: ['Delhi'] });
  await endWindow(t, w);
  const guardians = { me: newPhone(), second: newPhone(), absent: newPhone() };
  await setContact(w.me.id, guardians.me);
  await setContact(second.id, `+88 ${guardians.second}`);
  await setContact(absentId, guardians.absent);
  return { ...w, second, absent: { id: absentId, phone: absentPhone }, guardians };
}

async function settled(admin: string, examId: string) {
  let log: SmsLog | undefined;
  await vi.waitFor(async () => {
    log = await logOf(admin, examId);
    expect(log.totals.queued + log.totals.sending, JSON.stringify(log.messages)).toBe(0);
  }, 10_000);
  return log!;
}

interface SmsLog {
  totals: { queued: number; sending: number; sent: number; failed: number; parts: number; costPaisa: number };
  messages: SmsMessageView[];
}

async function logOf(admin: string, examId: string): Promise<SmsLog> {
  const res = await call(sms.resultSmsLog, { params: { examId } }, admin);
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('publishing with result SMS', () => {
  it('previews, then texts each student and guardian once (absent ones the absent text)', async () => {
    const w = await examWorld('Chemistry SMS 1');
    const preview = await call(
      sms.resultSmsPreview,
      { params: { examId: w.examId }, query: { audience: 'both', scope: 'exam' } },
      w.admin,
    );
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const p = preview.body.data;
    expect(p).toMatchObject({ messages: 6, optedOut: 0, withoutNumber: 0, alreadySent: 0, language: 'bn' });
    expect(p.present!.text).toContain('4/4');
    expect(p.present!.text).toContain('Chemistry SMS 1');
    // Before publishing no position is stored: the preview shows the one publishing will give.
    expect(p.present!.text).toContain('মেধা 1/2');
    expect(p.present!.count.encoding).toBe('ucs2');
    expect(p.absent!.text).toContain('অনুপস্থিত');
    expect(p.parts).toBe(p.present!.count.parts * 4 + p.absent!.count.parts * 2);
    expect(p.costPaisa).toBe(p.parts * 30);

    const published = await call(
      staffRoutes.publishResults,
      { params: { examId: w.examId }, body: { groupId: w.groupId, sms: 'both' } },
      w.admin,
    );
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.data.smsQueued).toBe(6);
    const log = await settled(w.admin, w.examId);
    expect(log.totals).toMatchObject({ sent: 6, failed: 0, parts: p.parts, costPaisa: p.costPaisa });
    for (const number of [
      to(w.me.phone),
      to(w.second.phone),
      to(w.absent.phone),
      ...Object.values(w.guardians).map(to),
    ])
      expect(textsTo(number)).toHaveLength(1);
    expect(textsTo(to(w.absent.phone))[0]!.fields.message).toContain('অনুপস্থিত');
    expect(textsTo(to(w.guardians.second))[0]!.fields).toMatchObject({
      senderid: 'UDVASH',
      api_key: 'key-1',
      type: 'text',
    });
    const guardianRow = log.messages.find((m) => m.recipient === 'guardian' && m.studentId === w.second.id)!;
    expect(guardianRow).toMatchObject({ status: 'sent', phone: to(w.guardians.second), tries: 1 });
    expect(guardianRow.gatewayId).toMatch(/^70\d+$/);

    // Sending again, from the Results section or a second publish, texts nobody twice.
    const again = await call(
      sms.sendResultSms,
      { params: { examId: w.examId }, body: { audience: 'both' } },
      w.admin,
    );
    expect(again.status).toBe(202);
    expect(again.body.data).toMatchObject({ queued: 0, failed: 0 });
    const republish = await call(
      staffRoutes.publishResults,
      { params: { examId: w.examId }, body: { groupId: w.groupId, sms: 'both' } },
      w.admin,
    );
    expect(republish.body.data.smsQueued).toBe(0);
    const after = await call(
      sms.resultSmsPreview,
      { params: { examId: w.examId }, query: { audience: 'both' } },
      w.admin,
    );
    expect(after.body.data).toMatchObject({ messages: 0, alreadySent: 6 });
    expect(textsTo(to(w.me.phone))).toHaveLength(1);

    // The sends are in the audit log, with who sent them and to whom.
    await auditWritesSettled(t.ctx);
    const audit = await call(auditRoutes.listAudit, { query: { section: 'sms' } as never }, w.admin);
    const entry = audit.body.data.items.find(
      (i: { action: string; path: string }) => i.action === 'sendResultSms' && i.path.includes(w.examId),
    );
    expect(entry.body).toEqual({ audience: 'both' });
  });

  it('sends each message once with three workers draining the same queue', async () => {
    const w = await examWorld('Chemistry SMS 2');
    await call(
      staffRoutes.publishResults,
      { params: { examId: w.examId }, body: { groupId: w.groupId } },
      w.admin,
    );
    const before = gateway.received.length;
    // The send queues a job (one worker); two more drain the same exam at the same time.
    const [queued] = await Promise.all([
      sendResultSms(t.ctx, w.examId, 'both', null),
      sendQueuedSms(t.ctx, { examId: w.examId }),
      sendQueuedSms(t.ctx, { examId: w.examId }),
    ]);
    expect(queued.queued).toBe(6);
    await Promise.all([
      sendQueuedSms(t.ctx, { examId: w.examId }),
      sendQueuedSms(t.ctx, { examId: w.examId }),
    ]);
    const log = await settled(w.admin, w.examId);
    expect(log.totals.sent).toBe(6);
    expect(gateway.received.length - before).toBe(6);
    const numbers = gateway.received.slice(before).map((r) => r.fields.number);
    expect(new Set(numbers).size).toBe(6);
  });

  it.skipIf(!onPostgres)('sends each message once with two nodes working the pg-boss queue', async () => {
    const w = await examWorld('Chemistry SMS 2b');
    await call(
      staffRoutes.publishResults,
      { params: { examId: w.examId }, body: { groupId: w.groupId } },
      w.admin,
    );
    // A second node: the same database and pg-boss schema, its own queue connection and worker.
    const [{ schema }] = (await t.ctx.database.runner.query<{ schema: string }>(
      'select current_schema() as schema',
    )) as [{ schema: string }];
    const jobs = createJobQueue({
      log: t.app.log,
      databaseUrl: process.env.DATABASE_URL,
      schema: `${schema}_jobs`,
      pollSeconds: 0.5,
    });
    const second = { ...t.ctx, jobs, slots: new ContextSlots() };
    try {
      const before = gateway.received.length;
      // Both nodes take jobs; each queues one, then a third job comes from the first.
      const queued = await sendResultSms(t.ctx, w.examId, 'both', null);
      await Promise.all([
        queueSmsSending(second, { examId: w.examId }),
        queueSmsSending(t.ctx, { examId: w.examId }),
      ]);
      expect(queued.queued).toBe(6);
      const log = await settled(w.admin, w.examId);
      expect(log.totals.sent).toBe(6);
      expect(gateway.received.length - before).toBe(6);
      expect(new Set(gateway.received.slice(before).map((r) => r.fields.number)).size).toBe(6);
    } finally {
      await jobs.stop();
    }
  });

  it('retries a temporary gateway error, logs a refusal, and resends the failed once fixed', async () => {
    const w = await examWorld('Chemistry SMS 3');
    await call(
      staffRoutes.publishResults,
      { params: { examId: w.examId }, body: { groupId: w.groupId } },
      w.admin,
    );
    gateway.scripted.set(to(w.me.phone), [
      { status: 200, body: { response_code: 1005, error_message: 'Internal Error' } },
    ]);
    gateway.scripted.set(to(w.second.phone), [
      { status: 503, body: 'busy' },
      { status: 503, body: 'busy' },
      { status: 503, body: 'busy' },
    ]);
    gateway.scripted.set(to(w.absent.phone), [
      { status: 200, body: { response_code: 1002, error_message: 'sender id not correct' } },
    ]);
    const sent = await call(
      sms.sendResultSms,
      { params: { examId: w.examId }, body: { audience: 'students' } },
      w.admin,
    );
    expect(sent.body.data.queued).toBe(3);
    const log = await settled(w.admin, w.examId);
    const row = (id: string) => log.messages.find((m) => m.studentId === id)!;
    expect(row(w.me.id)).toMatchObject({ status: 'sent', tries: 2 });
    expect(row(w.second.id)).toMatchObject({ status: 'failed', tries: 3 });
    expect(row(w.second.id).answer).toContain('503');
    expect(row(w.absent.id)).toMatchObject({
      status: 'failed',
      tries: 1,
      answer: '1002 sender id not correct',
    });
    expect(textsTo(to(w.me.phone))).toHaveLength(2);
    expect(log.totals).toMatchObject({ sent: 1, failed: 2 });

    const resent = await call(sms.resendResultSms, { params: { examId: w.examId }, body: {} }, w.admin);
    expect(resent.status).toBe(202);
    expect(resent.body.data.queued).toBe(2);
    const fixed = await settled(w.admin, w.examId);
    expect(fixed.totals).toMatchObject({ sent: 3, failed: 0 });
    expect(textsTo(to(w.me.phone))).toHaveLength(2);
  });

  it('does not text an opted-out number, nor a guardian number that is no mobile number', async () => {
    const w = await examWorld('Chemistry SMS 4');
    await setContact(w.second.id, '12345');
    const out = await call(
      sms.addSmsOptOut,
      { body: { phone: `+88${w.guardians.me}`, note: 'asked by phone' } },
      w.admin,
    );
    expect(out.status).toBe(200);
    expect(out.body.data.phone).toBe(w.guardians.me);
    await call(
      staffRoutes.publishResults,
      { params: { examId: w.examId }, body: { groupId: w.groupId } },
      w.admin,
    );
    const preview = await call(
      sms.resultSmsPreview,
      { params: { examId: w.examId }, query: { audience: 'guardians' } },
      w.admin,
    );
    expect(preview.body.data).toMatchObject({ messages: 1, optedOut: 1, withoutNumber: 1 });
    const sent = await call(
      sms.sendResultSms,
      { params: { examId: w.examId }, body: { audience: 'guardians' } },
      w.admin,
    );
    expect(sent.body.data).toMatchObject({ queued: 1, failed: 2 });
    const log = await settled(w.admin, w.examId);
    const guardianOf = (id: string) => log.messages.find((m) => m.studentId === id)!;
    expect(guardianOf(w.me.id)).toMatchObject({
      status: 'failed',
      answer: 'not sent: the number asked not to be texted',
    });
    expect(guardianOf(w.second.id)).toMatchObject({ status: 'failed', phone: '12345' });
    expect(textsTo(to(w.guardians.me))).toHaveLength(0);

    // Still opted out: the resend leaves it; once the number is texted again, it goes.
    expect(
      (await call(sms.resendResultSms, { params: { examId: w.examId }, body: {} }, w.admin)).body.data.queued,
    ).toBe(0);
    const removed = await call(sms.removeSmsOptOut, { params: { phone: w.guardians.me } }, w.admin);
    expect(removed.body.data.removed).toBe(true);
    await setContact(w.second.id, w.guardians.second);
    const resent = await call(
      sms.resendResultSms,
      { params: { examId: w.examId }, body: { messageIds: [guardianOf(w.me.id).id] } },
      w.admin,
    );
    expect(resent.body.data.queued).toBe(1);
    await settled(w.admin, w.examId);
    expect(textsTo(to(w.guardians.me))).toHaveLength(1);
    expect(textsTo(to(w.guardians.second))).toHaveLength(0);
    const list = await call(sms.listSmsOptOuts, {}, w.admin);
    expect(list.body.data.map((o: { phone: string }) => o.phone)).not.toContain(w.guardians.me);
  });

  it('texts a correction only to those whose result changed, once', async () => {
    const w = await examWorld('Chemistry SMS 6');
    await call(
      staffRoutes.publishResults,
      { params: { examId: w.examId }, body: { groupId: w.groupId, sms: 'both' } },
      w.admin,
    );
    await settled(w.admin, w.examId);
    const none = await call(sms.smsCorrectionsPreview, { params: { examId: w.examId } }, w.admin);
    expect(none.body.data).toMatchObject({ messages: 0, sample: null });
    // A re-score gives the second student 1 mark (still second): only their result reads differently.
    await t.ctx.db
      .update(examAttempts)
      .set({ marksObtained: 1 })
      .where(and(eq(examAttempts.examId, w.examId), eq(examAttempts.studentId, w.second.id)));
    const preview = await call(sms.smsCorrectionsPreview, { params: { examId: w.examId } }, w.admin);
    expect(preview.body.data.messages).toBe(2);
    expect(preview.body.data.sample.text.startsWith('সংশোধিত ফল: ')).toBe(true);
    expect(preview.body.data.sample.text).toContain('1/4');
    const sent = await call(sms.sendSmsCorrections, { params: { examId: w.examId } }, w.admin);
    expect(sent.status).toBe(202);
    expect(sent.body.data.queued).toBe(2);
    const log = await settled(w.admin, w.examId);
    expect(log.messages.filter((m) => m.kind === 'correction').map((m) => m.studentId)).toEqual([
      w.second.id,
      w.second.id,
    ]);
    expect(textsTo(to(w.second.phone)).at(-1)!.fields.message).toContain('সংশোধিত ফল');
    expect(textsTo(to(w.guardians.second))).toHaveLength(2);
    expect(textsTo(to(w.me.phone))).toHaveLength(1);
    // Sent once: asking again texts nobody.
    expect(
      (await call(sms.sendSmsCorrections, { params: { examId: w.examId } }, w.admin)).body.data.queued,
    ).toBe(0);
    expect(
      (await call(sms.smsCorrectionsPreview, { params: { examId: w.examId } }, w.admin)).body.data.messages,
    ).toBe(0);
  });

  it('refuses a send before the results are published', async () => {
    const w = await examWorld('Chemistry SMS 5');
    const res = await call(
      sms.sendResultSms,
      { params: { examId: w.examId }, body: { audience: 'both' } },
      w.admin,
    );
    expect(res.status).toBe(409);
    expect(await t.ctx.db.select().from(smsMessages).where(eq(smsMessages.examId, w.examId))).toHaveLength(0);
  });
});

describe('templates and parts', () => {
  let w: Awaited<ReturnType<typeof examWorld>>;
  beforeAll(async () => {
    w = await examWorld('Parts');
  });
  // The preview's present sample is the top result's student, "Test Student" (12 characters).
  const NAME = 'Test Student'.length;
  async function partsOf(language: 'bn' | 'en', present: string) {
    const saved = await call(
      sms.saveSmsSettings,
      {
        body: {
          language,
          templates: { bn: { present, absent: '{name}' }, en: { present, absent: '{name}' } },
          partLimit: 10,
          pricePerPartPaisa: 25,
        },
      },
      w.admin,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const preview = await call(
      sms.resultSmsPreview,
      { params: { examId: w.examId }, query: { audience: 'students', scope: 'exam' } },
      w.admin,
    );
    expect(preview.status).toBe(200);
    return preview.body.data;
  }

  it('counts English at 160/161 and 306/307 characters, extension characters as two', async () => {
    const en = (n: number, extra = '') => `${'a'.repeat(n - NAME - extra.length)}${extra}{name}`;
    expect((await partsOf('en', en(160))).present!.count).toEqual({ encoding: 'gsm7', units: 160, parts: 1 });
    expect((await partsOf('en', en(161))).present!.count).toMatchObject({ units: 161, parts: 2 });
    expect((await partsOf('en', en(306))).present!.count).toMatchObject({ parts: 2 });
    expect((await partsOf('en', en(307))).present!.count).toMatchObject({ parts: 3 });
    // 159 characters with one € are 160 septets: one part; with two, 161: two.
    expect((await partsOf('en', en(159, '€'))).present!.count).toMatchObject({ units: 160, parts: 1 });
    expect((await partsOf('en', en(158, '{}'))).present!.count).toMatchObject({ units: 160, parts: 1 });
    expect((await partsOf('en', en(160, '[]'))).present!.count).toMatchObject({ units: 162, parts: 2 });
  });

  it('counts Bengali at 70/71 and 134/135 characters, and prices the parts', async () => {
    const bn = (n: number) => `${'ক'.repeat(n - NAME)}{name}`;
    expect((await partsOf('bn', bn(70))).present!.count).toEqual({ encoding: 'ucs2', units: 70, parts: 1 });
    expect((await partsOf('bn', bn(71))).present!.count).toMatchObject({ parts: 2 });
    expect((await partsOf('bn', bn(134))).present!.count).toMatchObject({ parts: 2 });
    const three = await partsOf('bn', bn(135));
    expect(three.present!.count).toMatchObject({ parts: 3 });
    // Two students sat (3 parts each), one was absent ("{name}": 1 part); 25 paisa a part.
    expect(three).toMatchObject({ messages: 3, parts: 7, costPaisa: 175 });
  });

  it('refuses a template that may pass the part limit, or names an unknown field (400)', async () => {
    const save = (body: object) => call(sms.saveSmsSettings, { body: body as never }, w.admin);
    const base = {
      language: 'bn',
      templates: {
        bn: { present: '{name} {marks}', absent: '{name}' },
        en: { present: '{name}', absent: '{name}' },
      },
      partLimit: 1,
      pricePerPartPaisa: 30,
    };
    const long = await save({
      ...base,
      templates: { ...base.templates, bn: { present: `${'ক'.repeat(50)}{name}`, absent: '{name}' } },
    });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('Bengali present template may take 2 SMS parts');
    const unknown = await save({
      ...base,
      templates: { ...base.templates, en: { present: '{grade}', absent: '{name}' } },
    });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('grade');
    for (const bad of [
      { ...base, partLimit: 0 },
      { ...base, pricePerPartPaisa: 2.5 },
      { ...base, language: 'fr' },
      { ...base, templates: { ...base.templates, en: { present: '', absent: '{name}' } } },
    ])
      expect((await save(bad)).status).toBe(400);
    expect((await save(base)).status).toBe(200);
    const read = await call(sms.smsSettings, {}, w.admin);
    expect(read.body.data).toMatchObject({ partLimit: 1, language: 'bn' });
    expect(read.body.data.longest.bn.present.parts).toBe(1);
  });

  it('answers 400 for a bad audience, a bad number and a bad id', async () => {
    const bad = [
      await call(
        sms.sendResultSms,
        { params: { examId: w.examId }, body: { audience: 'parents' as never } },
        w.admin,
      ),
      await call(
        sms.resultSmsPreview,
        { params: { examId: w.examId }, query: { audience: 'all' as never } },
        w.admin,
      ),
      await call(sms.addSmsOptOut, { body: { phone: '12345', note: '' } }, w.admin),
      await call(sms.resultSmsLog, { params: { examId: 'not-an-id' } }, w.admin),
      await call(sms.resendResultSms, { params: { examId: w.examId }, body: { messageIds: ['x'] } }, w.admin),
      await call(
        staffRoutes.publishResults,
        { params: { examId: w.examId }, body: { groupId: w.groupId, sms: 'all' as never } },
        w.admin,
      ),
    ];
    expect(bad.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 400]);
  });
});

describe('who may send', () => {
  it('lets admins, moderators and exam moderators; refuses examiners, accountants and students', async () => {
    const w = await examWorld('Roles');
    for (const role of ['moderator', 'examModerator'] as const) {
      const s = await staffSession(t.app, [role]);
      expect((await call(sms.resultSmsPreview, { params: { examId: w.examId }, query: {} }, s)).status).toBe(
        200,
      );
      expect((await call(sms.smsSettings, {}, s)).status).toBe(200);
    }
    for (const role of ['examiner', 'accountant', 'mentor'] as const) {
      const s = await staffSession(t.app, [role]);
      expect(
        (await call(sms.sendResultSms, { params: { examId: w.examId }, body: { audience: 'both' } }, s))
          .status,
      ).toBe(403);
      expect((await call(sms.resultSmsLog, { params: { examId: w.examId } }, s)).status).toBe(403);
      expect((await call(sms.addSmsOptOut, { body: { phone: newPhone(), note: '' } }, s)).status).toBe(403);
    }
    expect((await call(sms.resultSmsLog, { params: { examId: w.examId } }, w.me.session)).status).toBe(403);
    expect((await call(sms.resultSmsLog, { params: { examId: w.examId } })).status).toBe(401);
  });
});
