import { addDays, dhakaDay, toUsername } from '@lms/domain';
import { type DueReminderView, smsRoutes as sms } from '@lms/domain/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { feeDues, students } from '../src/db/schema';
import { insertDues } from '../src/modules/fees/dues-repository';
import { remindDues } from '../src/modules/sms/remind-dues';
import { feeWorld } from './fees-fixtures';
import { callAs } from './support/call-route';
import { admit, newPhone, staffSession } from './support/factories';
import { startBulkSmsGateway } from './support/fake-sms-gateway';
import { createTestApp, type TestApp } from './support/test-app';

// Dues reminders through BulkSMSBD's protocol, answered by a local server of the test's own: an unpaid
// due a few days ahead texts the guardian once however often the day's job runs; a paid due and an
// opted-out number get none.

let gateway: Awaited<ReturnType<typeof startBulkSmsGateway>>;
let t: TestApp;
let admin: string;
let world: Awaited<ReturnType<typeof feeWorld>>;

beforeAll(async () => {
  gateway = await startBulkSmsGateway();
  t = await createTestApp(gateway.env);
  admin = await staffSession(t.app, ['admin']);
  world = await feeWorld(t);
  const current = await callAs(t.app, sms.smsSettings, {}, admin);
  expect(current.body.data.reminders.enabled).toBe(false);
  const { longest: _l, reminderLongest: _r, ...settings } = current.body.data;
  const saved = await callAs(
    t.app,
    sms.saveSmsSettings,
    {
      body: {
        ...settings,
        language: 'en',
        reminders: { ...settings.reminders, enabled: true, daysBefore: 3 },
      },
    },
    admin,
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await gateway?.close();
});

const today = () => dhakaDay(t.ctx.now());

/** A student (with a guardian number unless `guardian` is empty) owing 1,500 taka on `dueOn`. */
async function owing(dueOn: string, guardian: string = newPhone(), paid = false) {
  const phone = newPhone();
  const studentId = await admit(t.ctx, phone, [world.groupId], `Dues ${phone.slice(-4)}`);
  await t.ctx.db.update(students).set({ contact: guardian }).where(eq(students.id, studentId));
  const [due] = await insertDues(
    t.ctx.db,
    [
      {
        studentId,
        courseId: world.courseId,
        planId: null,
        kind: 'instalment',
        label: 'Instalment 2',
        sequence: 2,
        amountPaisa: 150_000,
        paidPaisa: paid ? 150_000 : 0,
        dueOn,
      },
    ],
    t.ctx.now(),
  );
  return { studentId, phone, guardian, dueId: due!.id };
}

const textsTo = (local: string) => gateway.received.filter((r) => r.fields.number === toUsername(local));

async function remindersOf(dueId: string): Promise<DueReminderView[]> {
  const res = await callAs(t.app, sms.dueRemindersLog, {}, admin);
  expect(res.status).toBe(200);
  return (res.body.data.messages as DueReminderView[]).filter((m) => m.dueId === dueId);
}

async function settledReminders(dueId: string) {
  await vi.waitFor(async () => {
    const rows = await remindersOf(dueId);
    expect(rows.filter((m) => m.status === 'queued' || m.status === 'sending')).toEqual([]);
  }, 10_000);
  return remindersOf(dueId);
}

describe('dues reminders', () => {
  it('texts the guardian once for a due 3 days ahead, however often the job runs', async () => {
    const due = await owing(addDays(today(), 3));
    await Promise.all([remindDues(t.ctx), remindDues(t.ctx)]);
    await remindDues(t.ctx);
    const rows = await settledReminders(due.dueId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'due-before', recipient: 'guardian', status: 'sent' });
    const texts = textsTo(due.guardian);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.fields.message).toContain('Tk 1,500.00');
    const [y, m, d] = addDays(today(), 3).split('-');
    expect(texts[0]!.fields.message).toContain(`${d}-${m}-${y}`);
    expect(textsTo(due.phone)).toHaveLength(0);
  });

  it('texts the student when there is no guardian number, and the guardian after the date', async () => {
    const own = await owing(addDays(today(), 2), '');
    const late = await owing(addDays(today(), -3));
    await remindDues(t.ctx);
    expect(await settledReminders(own.dueId)).toMatchObject([{ recipient: 'student', status: 'sent' }]);
    expect(await settledReminders(late.dueId)).toMatchObject([{ kind: 'due-after', status: 'sent' }]);
    expect(textsTo(own.phone)).toHaveLength(1);
    expect(textsTo(late.guardian)[0]!.fields.message).toContain('unpaid');
  });

  it('sends nothing for a paid due or one too far ahead', async () => {
    const paid = await owing(addDays(today(), 1), newPhone(), true);
    const far = await owing(addDays(today(), 10));
    await remindDues(t.ctx);
    expect(await remindersOf(paid.dueId)).toEqual([]);
    expect(await remindersOf(far.dueId)).toEqual([]);
    expect(textsTo(paid.guardian)).toHaveLength(0);
  });

  it('does not text an opted-out number (logged as not sent)', async () => {
    const guardian = newPhone();
    const added = await callAs(t.app, sms.addSmsOptOut, { body: { phone: guardian, note: 'asked' } }, admin);
    expect(added.status).toBe(200);
    const due = await owing(addDays(today(), 1), guardian);
    await remindDues(t.ctx);
    const rows = await remindersOf(due.dueId);
    expect(rows).toMatchObject([
      { status: 'failed', answer: expect.stringContaining('asked not to be texted') },
    ]);
    expect(textsTo(guardian)).toHaveLength(0);
  });

  it('resends a failed reminder to the roster number now; opted out and paid ones stay failed', async () => {
    const blocked = newPhone();
    await callAs(t.app, sms.addSmsOptOut, { body: { phone: blocked, note: 'asked' } }, admin);
    const due = await owing(addDays(today(), 2), blocked);
    const paid = await owing(addDays(today(), 2), blocked);
    await remindDues(t.ctx);
    const [failed] = await remindersOf(due.dueId);
    const [paidFailed] = await remindersOf(paid.dueId);
    expect(failed).toMatchObject({ status: 'failed' });
    const resend = (messageIds?: string[]) =>
      callAs(t.app, sms.resendDueReminders, { body: messageIds ? { messageIds } : {} }, admin);

    // Still opted out: nothing goes.
    const still = await resend([failed!.id]);
    expect(still.status).toBe(202);
    expect(still.body.data).toEqual({ queued: 0 });
    expect(await remindersOf(due.dueId)).toMatchObject([{ status: 'failed' }]);

    // The office corrects the guardian's number; the paid due is settled meanwhile.
    const corrected = newPhone();
    await t.ctx.db.update(students).set({ contact: corrected }).where(eq(students.id, due.studentId));
    await t.ctx.db.update(students).set({ contact: corrected }).where(eq(students.id, paid.studentId));
    await t.ctx.db.update(feeDues).set({ paidPaisa: 150_000 }).where(eq(feeDues.id, paid.dueId));
    const again = await resend([failed!.id, paidFailed!.id]);
    expect(again.body.data).toEqual({ queued: 1 });
    expect(await settledReminders(due.dueId)).toMatchObject([
      { status: 'sent', phone: toUsername(corrected) },
    ]);
    expect(await remindersOf(paid.dueId)).toMatchObject([{ status: 'failed' }]);
    expect(textsTo(corrected)).toHaveLength(1);
    expect(textsTo(blocked)).toHaveLength(0);

    // A sent reminder is never sent again; bad ids are refused; a mentor may not resend.
    expect((await resend()).body.data).toEqual({ queued: 0 });
    expect(textsTo(corrected)).toHaveLength(1);
    expect((await resend(['nope'])).status).toBe(400);
    const teacher = await staffSession(t.app, ['mentor']);
    expect((await callAs(t.app, sms.resendDueReminders, { body: {} }, teacher)).status).toBe(403);
  });

  it('refuses a reminder template naming an unknown field, and denies a student the log', async () => {
    const {
      longest: _l,
      reminderLongest: _r,
      ...settings
    } = (await callAs(t.app, sms.smsSettings, {}, admin)).body.data;
    const bad = await callAs(
      t.app,
      sms.saveSmsSettings,
      {
        body: {
          ...settings,
          reminders: {
            ...settings.reminders,
            templates: { ...settings.reminders.templates, en: { before: '{name} {exam}', after: 'x' } },
          },
        },
      },
      admin,
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('exam');
    const teacher = await staffSession(t.app, ['mentor']);
    expect((await callAs(t.app, sms.dueRemindersLog, {}, teacher)).status).toBe(403);
  });

  it('queues nothing while reminders are off', async () => {
    const {
      longest: _l,
      reminderLongest: _r,
      ...settings
    } = (await callAs(t.app, sms.smsSettings, {}, admin)).body.data;
    await callAs(
      t.app,
      sms.saveSmsSettings,
      { body: { ...settings, reminders: { ...settings.reminders, enabled: false } } },
      admin,
    );
    const due = await owing(addDays(today(), 1));
    expect(await remindDues(t.ctx)).toEqual({ queued: 0, failed: 0 });
    expect(await remindersOf(due.dueId)).toEqual([]);
    await t.ctx.db.delete(feeDues).where(eq(feeDues.id, due.dueId));
  });
});
