import { toUsername } from '@lms/domain';
import {
  auditRoutes,
  type NoticeSmsLog,
  notificationRoutes as notices,
  smsRoutes as sms,
} from '@lms/domain/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { students } from '../src/db/schema';
import { auditWritesSettled } from '../src/modules/audit/record-write';
import { caller } from './exams-fixtures';
import { admit, makeGroup, newPhone, staffSession } from './support/factories';
import { bulkSmsRefused, startBulkSmsGateway } from './support/fake-sms-gateway';
import { createTestApp, type TestApp } from './support/test-app';

// Notices by SMS through BulkSMSBD's protocol, answered by a local server of the test's own: the
// preview counts what a send would text, a notice goes once per student and recipient however often
// it is sent, opted-out numbers are not texted, failed ones are resent, and only those who may send
// notices may do any of it.

let gateway: Awaited<ReturnType<typeof startBulkSmsGateway>>;
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;
let moderator: string;

beforeAll(async () => {
  gateway = await startBulkSmsGateway();
  t = await createTestApp(gateway.env);
  call = caller(t);
  admin = await staffSession(t.app, ['admin']);
  moderator = await staffSession(t.app, ['moderator']);
});
afterAll(async () => {
  await t?.close();
  await gateway?.close();
});

const to = (phone: string) => toUsername(phone);
const textsTo = (number: string) => gateway.received.filter((r) => r.fields.number === number);

/** A group of three students: two with a guardian's number on the roster, one without. */
async function groupWorld() {
  const groupId = await makeGroup(t.ctx, `Notice SMS ${newPhone()}`);
  const people = [];
  for (const [name, guardian] of [
    ['Ayesha', newPhone()],
    ['Babul', newPhone()],
    ['Chandra', ''],
  ] as const) {
    const phone = newPhone();
    const id = await admit(t.ctx, phone, [groupId], name);
    await t.ctx.db.update(students).set({ contact: guardian }).where(eq(students.id, id));
    people.push({ id, name, phone, guardian });
  }
  return { groupId, people };
}

async function settled(noticeId: string): Promise<NoticeSmsLog> {
  let log: NoticeSmsLog | undefined;
  await vi.waitFor(async () => {
    const res = await call(notices.noticeSmsLog, { params: { noticeId } }, moderator);
    expect(res.status).toBe(200);
    log = res.body.data;
    expect(log!.totals.queued + log!.totals.sending).toBe(0);
  }, 10_000);
  return log!;
}

const NOTICE = { title: 'Schedule', message: 'Class moved to 4 pm on Sunday' };

describe('notices by SMS', () => {
  it('previews a real recipient, messages, parts and cost; sends once however often it is sent', async () => {
    const w = await groupWorld();
    const preview = await call(
      notices.noticeSmsPreview,
      { body: { ...NOTICE, groupIds: [w.groupId], sms: 'both' } },
      moderator,
    );
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data).toMatchObject({
      audience: 'both',
      messages: 5,
      parts: 5,
      costPaisa: 5 * 30,
      partLimit: 3,
      tooLong: false,
      optedOut: 0,
      withoutNumber: 1,
      alreadySent: 0,
      sample: {
        studentName: 'Ayesha',
        text: 'Schedule\nClass moved to 4 pm on Sunday',
        count: { encoding: 'gsm7', parts: 1 },
      },
    });
    // A preview stores and sends nothing.
    expect(textsTo(to(w.people[0]!.phone))).toHaveLength(0);

    const sent = await call(
      notices.sendNotice,
      { body: { ...NOTICE, groupIds: [w.groupId], sms: 'both' } },
      moderator,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.data).toMatchObject({
      recipients: 3,
      sms: { queued: 5, parts: 5, costPaisa: 150, failed: 0 },
    });
    const noticeId = sent.body.data._id!;
    const log = await settled(noticeId);
    expect(log.totals).toMatchObject({ sent: 5, failed: 0, parts: 5, costPaisa: 150 });
    for (const p of w.people) {
      expect(textsTo(to(p.phone))).toHaveLength(1);
      if (p.guardian) expect(textsTo(to(p.guardian))).toHaveLength(1);
    }
    expect(textsTo(to(w.people[1]!.guardian))[0]!.fields).toMatchObject({
      message: 'Schedule\nClass moved to 4 pm on Sunday',
      senderid: 'UDVASH',
    });

    // Sending the notice by SMS again (twice at once) adds nothing.
    const again = await Promise.all(
      [1, 2].map(() =>
        call(notices.sendNoticeSms, { params: { noticeId }, body: { audience: 'both' } }, moderator),
      ),
    );
    for (const a of again) {
      expect(a.status).toBe(202);
      expect(a.body.data).toMatchObject({ queued: 0, failed: 0 });
    }
    expect((await settled(noticeId)).messages).toHaveLength(5);
    expect(textsTo(to(w.people[0]!.phone))).toHaveLength(1);

    // The send is in the audit log with whom it texted.
    await auditWritesSettled(t.ctx);
    const audit = await call(auditRoutes.listAudit, { query: { section: 'notifications' } as never }, admin);
    const entry = audit.body.data.items.find(
      (i: { action: string; after: { _id?: string } | null }) =>
        i.action === 'sendNotice' && i.after?._id === noticeId,
    );
    expect(entry.body).toMatchObject({ sms: 'both', groupIds: [w.groupId] });
  });

  it('texts students only or guardians only, and a stored notice later', async () => {
    const w = await groupWorld();
    const plain = await call(notices.sendNotice, { body: { ...NOTICE, groupId: w.groupId } }, moderator);
    expect(plain.body.data.sms).toBeUndefined();
    const noticeId = plain.body.data._id!;
    const students = await call(
      notices.sendNoticeSms,
      { params: { noticeId }, body: { audience: 'students' } },
      moderator,
    );
    expect(students.body.data).toMatchObject({ queued: 3 });
    const guardians = await call(
      notices.sendNoticeSms,
      { params: { noticeId }, body: { audience: 'guardians' } },
      moderator,
    );
    expect(guardians.body.data).toMatchObject({ queued: 2 });
    const log = await settled(noticeId);
    expect(log.totals.sent).toBe(5);
    expect(log.messages.filter((m) => m.recipient === 'guardian')).toHaveLength(2);
  });

  it('does not text an opted-out number, and a failed message is resent', async () => {
    const w = await groupWorld();
    const [ayesha, babul] = w.people;
    const out = await call(sms.addSmsOptOut, { body: { phone: ayesha!.guardian, note: 'asked' } }, admin);
    expect(out.status).toBe(200);
    gateway.scripted.set(to(babul!.guardian), [bulkSmsRefused]);

    const preview = await call(
      notices.noticeSmsPreview,
      { body: { ...NOTICE, groupId: w.groupId, sms: 'guardians' } },
      moderator,
    );
    expect(preview.body.data).toMatchObject({ messages: 1, optedOut: 1, withoutNumber: 1 });

    const sent = await call(
      notices.sendNotice,
      { body: { ...NOTICE, groupId: w.groupId, sms: 'guardians' } },
      moderator,
    );
    expect(sent.body.data.sms).toMatchObject({ queued: 1, failed: 1 });
    const noticeId = sent.body.data._id!;
    const log = await settled(noticeId);
    const optedRow = log.messages.find((m) => m.studentId === ayesha!.id)!;
    expect(optedRow).toMatchObject({
      status: 'failed',
      answer: 'not sent: the number asked not to be texted',
    });
    const refusedRow = log.messages.find((m) => m.studentId === babul!.id)!;
    expect(refusedRow).toMatchObject({ status: 'failed' });
    expect(refusedRow.answer).toContain('1007');
    expect(textsTo(to(ayesha!.guardian))).toHaveLength(0);

    // The resend sends the refused one; the opted-out one stays failed.
    const resent = await call(notices.resendNoticeSms, { params: { noticeId }, body: {} }, moderator);
    expect(resent.status).toBe(202);
    expect(resent.body.data).toEqual({ noticeId, queued: 1 });
    const after = await settled(noticeId);
    expect(after.messages.find((m) => m.studentId === babul!.id)).toMatchObject({ status: 'sent' });
    expect(after.messages.find((m) => m.studentId === ayesha!.id)).toMatchObject({ status: 'failed' });
    expect(textsTo(to(ayesha!.guardian))).toHaveLength(0);
    expect(textsTo(to(babul!.guardian))).toHaveLength(2); // refused once, then taken
  });

  it('refuses a notice whose SMS passes the part limit before storing it', async () => {
    const w = await groupWorld();
    const long = 'পরীক্ষা '.repeat(40); // about 320 UCS-2 units: 5 parts, the limit is 3
    const preview = await call(
      notices.noticeSmsPreview,
      { body: { message: long, groupId: w.groupId, sms: 'students' } },
      moderator,
    );
    expect(preview.body.data).toMatchObject({ tooLong: true, messages: 0, parts: 0 });
    expect(preview.body.data.sample.count.encoding).toBe('ucs2');
    const before = await call(notices.noticeHistory, { query: { page: 1, limit: 1 } as never }, moderator);
    const refused = await call(
      notices.sendNotice,
      { body: { message: long, groupId: w.groupId, sms: 'students' } },
      moderator,
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Notice too long for SMS');
    const after = await call(notices.noticeHistory, { query: { page: 1, limit: 1 } as never }, moderator);
    expect(after.body.data.total).toBe(before.body.data.total);
    // Without SMS the same notice goes.
    const plain = await call(notices.sendNotice, { body: { message: long, groupId: w.groupId } }, moderator);
    expect(plain.status).toBe(201);
  });

  it('answers 400 on bad input and 404 for no such notice', async () => {
    const w = await groupWorld();
    const none = await call(
      notices.noticeSmsPreview,
      { body: { ...NOTICE, groupId: w.groupId, sms: 'none' } },
      moderator,
    );
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain('Choose who gets the SMS');
    const badAudience = await call(
      notices.sendNotice,
      { body: { ...NOTICE, groupId: w.groupId, sms: 'everyone' } as never },
      moderator,
    );
    expect(badAudience.status).toBe(400);
    const badId = await call(
      notices.sendNoticeSms,
      { params: { noticeId: 'nope' }, body: { audience: 'both' } },
      moderator,
    );
    expect(badId.status).toBe(400);
    const noAudience = await call(
      notices.sendNoticeSms,
      { params: { noticeId: w.groupId }, body: {} as never },
      moderator,
    );
    expect(noAudience.status).toBe(400);
    const missing = await call(notices.noticeSmsLog, { params: { noticeId: w.groupId } }, moderator);
    expect(missing.status).toBe(404);
    expect(JSON.stringify(missing.body)).toContain('No such notice');
  });

  it('is refused to a role that may not send notices, and to students', async () => {
    const w = await groupWorld();
    const sent = await call(notices.sendNotice, { body: { ...NOTICE, groupId: w.groupId } }, moderator);
    const noticeId = sent.body.data._id!;
    const examiner = await staffSession(t.app, ['examiner']);
    const accountant = await staffSession(t.app, ['accountant']);
    for (const session of [examiner, accountant]) {
      const preview = await call(
        notices.noticeSmsPreview,
        { body: { ...NOTICE, groupId: w.groupId, sms: 'both' } },
        session,
      );
      expect(preview.status).toBe(403);
      const send = await call(
        notices.sendNoticeSms,
        { params: { noticeId }, body: { audience: 'both' } },
        session,
      );
      expect(send.status).toBe(403);
      expect((await call(notices.noticeSmsLog, { params: { noticeId } }, session)).status).toBe(403);
      expect((await call(notices.resendNoticeSms, { params: { noticeId }, body: {} }, session)).status).toBe(
        403,
      );
    }
    const anonymous = await call(notices.noticeSmsLog, { params: { noticeId } });
    expect(anonymous.status).toBe(401);
    expect(textsTo(to(w.people[0]!.phone))).toHaveLength(0);
  });
});
