import {
  auditRoutes,
  brandingRoutes,
  feesRoutes as fees,
  groupAccessRoutes,
  staffRoutes,
} from '@lms/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups } from '../src/db/schema';
import { auditWritesSettled } from '../src/modules/audit/record-write';
import { outstandingFor } from '../src/modules/fees/outstanding-for';
import { recordPayment } from '../src/modules/fees/record-payment';
import { admitThroughApi, as, feeWorld, formKey, samplePlan } from './fees-fixtures';
import { staffSession } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

// The office's money: a plan gives an admitted student dues, the counter takes payments with gap-free
// receipt serials, a payment arrives once however often it is sent, overpayment is credit, voids and
// refunds put dues back, and the day's collection and the defaulters add up.

let t: TestApp;
let admin: string;
let accountant: string;
let w: Awaited<ReturnType<typeof feeWorld>>;
const year = () => Number(new Date(t.clock.now().getTime() + 6 * 3_600_000).toISOString().slice(0, 4));

beforeAll(async () => {
  t = await createTestApp();
  // Noon in Dhaka, so "today" does not turn over while the tests run.
  t.clock.set(new Date('2026-11-28T06:00:00Z'));
  [admin, accountant] = await Promise.all([
    staffSession(t.app, ['admin']),
    staffSession(t.app, ['accountant']),
  ]);
  w = await feeWorld(t);
  const plan = await as(t, accountant, fees.createPlan, { body: samplePlan(w.courseId) });
  expect(plan.status, JSON.stringify(plan.body)).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

async function ledger(studentId: string) {
  const res = await as(t, accountant, fees.studentLedger, { params: { studentId } });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function collect(studentId: string, amountPaisa: number, more: Record<string, unknown> = {}) {
  return as(t, accountant, fees.collect, {
    body: { studentId, amountPaisa, method: 'cash', requestKey: formKey(), ...more },
  });
}

describe('dues from a plan', () => {
  it('gives an admitted student the admission fee and the instalments, on the ledger', async () => {
    const s = await admitThroughApi(t, admin, w);
    const l = await ledger(s.id);
    expect(
      l.dues.map((d: { label: string; amountPaisa: number; dueOn: string }) => [
        d.label,
        d.amountPaisa,
        d.dueOn,
      ]),
    ).toEqual([
      ['Admission fee', 50_000, '2026-11-28'],
      ['Instalment 1', 150_000, '2026-11-28'],
      ['Instalment 2', 150_000, '2026-12-28'],
    ]);
    expect(l.duePaisa).toBe(350_000);
    expect(l.entries.at(-1).balancePaisa).toBe(350_000);
    const out = await outstandingFor(t.ctx, s.id, w.courseId);
    expect(out.totalPaisa).toBe(350_000);
  });
});

describe('the counter', () => {
  it('takes cash oldest due first and prints a receipt with a serial of the branch and year', async () => {
    const s = await admitThroughApi(t, admin, w);
    const res = await collect(s.id, 120_000);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const receipt = res.body.data.receipt;
    expect(receipt.serial).toMatch(new RegExp(`^DHA-${year()}-\\d{6}$`));
    expect(
      receipt.applied.map((a: { label: string; amountPaisa: number }) => [a.label, a.amountPaisa]),
    ).toEqual([
      ['Admission fee', 50_000],
      ['Instalment 1', 70_000],
    ]);
    expect((await ledger(s.id)).duePaisa).toBe(230_000);

    for (const [size, lang] of [
      ['A5', 'en'],
      ['A4', 'bn'],
    ] as const) {
      const pdf = await t.app.inject({
        method: 'GET',
        url: `/api/staff/fees/payments/${receipt._id}/receipt.pdf?size=${size}&lang=${lang}`,
        headers: { authorization: accountant },
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const text = pdf.rawPayload.toString('latin1');
      expect(text.startsWith('%PDF')).toBe(true);
      expect(text).toContain(`Receipt ${receipt.serial}`);
      // The default logo is an SVG, which a PDF cannot hold: the name stands alone.
      expect(text).not.toContain('/Subtype /Image');
    }
  });

  it('a group given its course later: its members get the dues once, one enrolled already nothing more', async () => {
    const [late] = await t.ctx.db.insert(groups).values({ name: 'Batch L' }).returning();
    const newcomer = await admitThroughApi(t, admin, { ...w, groupId: late!.id }, 'Late Batch Student');
    const enrolled = await admitThroughApi(t, admin, w, 'Enrolled Student');
    expect((await ledger(newcomer.id)).duePaisa).toBe(0);
    const added = await as(t, admin, staffRoutes.addGroupMembers, {
      params: { groupId: late!.id },
      body: { studentIds: [enrolled.id] },
    });
    expect(added.status).toBe(200);
    const give = () =>
      as(t, admin, groupAccessRoutes.setGroupCourses, {
        params: { groupId: late!.id },
        body: { courseIds: [w.courseId] },
      });
    expect((await Promise.all([give(), give()])).map((r) => r.status)).toEqual([200, 200]);
    expect((await give()).status).toBe(200);
    const dues = (await ledger(newcomer.id)).entries.filter((e: { kind: string }) => e.kind === 'due');
    expect(dues).toHaveLength(3);
    expect((await ledger(newcomer.id)).duePaisa).toBe(350_000);
    expect((await ledger(enrolled.id)).duePaisa).toBe(350_000);
  });

  it("the receipt PDF carries the institute's logo once one is uploaded in Branding", async () => {
    const s = await admitThroughApi(t, admin, w);
    const res = await as(t, accountant, fees.collect, {
      body: { studentId: s.id, amountPaisa: 10_000, method: 'cash', requestKey: formKey() },
    });
    // A 1×1 PNG, stored as Branding's upload stores it (a public key), and set as the logo.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await t.ctx.storage.put('uploads/receipt-logo-test.png', png, 'image/png');
    const branded = await as(t, admin, brandingRoutes.updateBranding, {
      body: { logoUrl: '/api/files/uploads/receipt-logo-test.png' },
    });
    expect(branded.status).toBe(200);
    try {
      const pdf = await t.app.inject({
        method: 'GET',
        url: `/api/staff/fees/payments/${res.body.data.receipt._id}/receipt.pdf`,
        headers: { authorization: accountant },
      });
      expect(pdf.statusCode).toBe(200);
      const text = pdf.rawPayload.toString('latin1');
      expect(text).toContain('/Subtype /Image');
      expect(text).toContain('/Width 1');
    } finally {
      await as(t, admin, brandingRoutes.updateBranding, { body: { logoUrl: '/logo.svg' } });
    }
  });

  it('records a form sent twice once, and a typed trx id once', async () => {
    const s = await admitThroughApi(t, admin, w);
    const body = { studentId: s.id, amountPaisa: 10_000, method: 'cash' as const, requestKey: formKey() };
    const first = await as(t, accountant, fees.collect, { body });
    const again = await as(t, accountant, fees.collect, { body });
    expect(again.body.data.repeated).toBe(true);
    expect(again.body.data.receipt.serial).toBe(first.body.data.receipt.serial);
    const bkash = {
      studentId: s.id,
      amountPaisa: 10_000,
      method: 'bkashManual' as const,
      trxId: 'ABC123XYZ',
    };
    await as(t, accountant, fees.collect, { body: { ...bkash, requestKey: formKey() } });
    const typedAgain = await as(t, accountant, fees.collect, {
      body: { ...bkash, trxId: 'abc123xyz', requestKey: formKey() },
    });
    expect(typedAgain.body.data.repeated).toBe(true);
    expect((await ledger(s.id)).duePaisa).toBe(350_000 - 20_000);
  });

  it('recordPayment with the same reference twice takes effect once; another student with it is refused', async () => {
    const s = await admitThroughApi(t, admin, w);
    const input = {
      studentId: s.id,
      courseId: w.courseId,
      amountPaisa: 50_000,
      method: 'bkash' as const,
      reference: `inv-${s.id}`,
      gatewayTrxId: 'TRX1',
    };
    const [a, b] = await Promise.all([recordPayment(t.ctx, input), recordPayment(t.ctx, input)]);
    expect([a.repeated, b.repeated].sort()).toEqual([false, true]);
    expect(a.receipt.serial).toBe(b.receipt.serial);
    expect((await outstandingFor(t.ctx, s.id)).totalPaisa).toBe(300_000);
    const other = await admitThroughApi(t, admin, w);
    await expect(recordPayment(t.ctx, { ...input, studentId: other.id })).rejects.toMatchObject({
      statusCode: 409,
    });
  });

  it('keeps what is beyond the dues as credit', async () => {
    const s = await admitThroughApi(t, admin, w);
    const res = await collect(s.id, 400_000);
    expect(res.body.data.creditPaisa).toBe(50_000);
    const l = await ledger(s.id);
    expect(l.duePaisa).toBe(0);
    expect(l.creditPaisa).toBe(50_000);
    expect(l.entries.at(-1).balancePaisa).toBe(-50_000);
  });

  it('gives serials that never repeat or skip, with payments of one due at once (the second is credit)', async () => {
    const s = await admitThroughApi(t, admin, w);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() => collect(s.id, 50_000, { courseId: w.courseId })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    const numbers = answers
      .map((a) => Number(a.body.data.receipt.serial.split('-')[2]))
      .sort((x, y) => x - y);
    for (let i = 1; i < numbers.length; i++) expect(numbers[i]).toBe(numbers[i - 1]! + 1);
    const next = await collect(s.id, 1_000);
    expect(Number(next.body.data.receipt.serial.split('-')[2])).toBe(numbers.at(-1)! + 1);
    const l = await ledger(s.id);
    // 2,51,000 paid against 3,50,000: nothing paid twice, nothing lost.
    expect(l.duePaisa).toBe(350_000 - 251_000);
    expect(l.dues.reduce((sum: number, d: { paidPaisa: number }) => sum + d.paidPaisa, 0)).toBe(251_000);
  });

  it('voids a receipt: it keeps its number, shows VOID with reason and who, the due is owed again, audited', async () => {
    const s = await admitThroughApi(t, admin, w);
    const paid = (await collect(s.id, 50_000)).body.data.receipt;
    const res = await as(t, accountant, fees.voidPayment, {
      params: { paymentId: paid._id },
      body: { reason: 'Wrong student' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      serial: paid.serial,
      voided: true,
      voidReason: 'Wrong student',
      voidedBy: 'Staff',
    });
    expect((await ledger(s.id)).duePaisa).toBe(350_000);
    const twice = await as(t, accountant, fees.voidPayment, {
      params: { paymentId: paid._id },
      body: { reason: 'again' },
    });
    expect(twice.status).toBe(409);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/staff/fees/payments/${paid._id}/receipt.pdf`,
      headers: { authorization: accountant },
    });
    expect(pdf.rawPayload.toString('latin1')).toContain(`VOID ${paid.serial}`);
    await auditWritesSettled(t.ctx);
    const audit = await as(t, admin, auditRoutes.listAudit, { query: { section: 'fees' } as never });
    const entry = audit.body.data.items.find((i: { action: string }) => i.action === 'voidPayment');
    expect(entry.before).toMatchObject({ serial: paid.serial, voided: false });
    expect(entry.after).toMatchObject({ serial: paid.serial, voided: true });
  });

  it('refunds from the credit first, then puts what it paid back on the dues', async () => {
    const s = await admitThroughApi(t, admin, w);
    const paid = (await collect(s.id, 360_000)).body.data.receipt;
    const refund = await as(t, accountant, fees.refundPayment, {
      params: { paymentId: paid._id },
      body: { amountPaisa: 30_000, reason: 'Left the course', requestKey: formKey() },
    });
    expect(refund.status).toBe(201);
    expect(refund.body.data).toMatchObject({ refundedPaisa: 30_000, creditPaisa: 0 });
    const l = await ledger(s.id);
    expect(l.duePaisa).toBe(20_000);
    const tooMuch = await as(t, accountant, fees.refundPayment, {
      params: { paymentId: paid._id },
      body: { amountPaisa: 340_000, reason: 'x', requestKey: formKey() },
    });
    expect(tooMuch.status).toBe(400);
  });

  it('takes a discount off the latest dues, rounded to the paisa', async () => {
    const s = await admitThroughApi(t, admin, w);
    const res = await as(t, accountant, fees.giveDiscount, {
      params: { studentId: s.id },
      body: { courseId: w.courseId, kind: 'percent', basisPoints: 1_000, reason: 'Sibling' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.discountPaisa).toBe(35_000);
    const l = await ledger(s.id);
    expect(l.dues.map((d: { discountPaisa: number }) => d.discountPaisa)).toEqual([0, 0, 35_000]);
    expect(l.duePaisa).toBe(315_000);
  });
});

describe('reports', () => {
  it("sums the day's collection by branch, staff member and method, voided receipts left out", async () => {
    const res = await as(t, accountant, fees.collection, { query: {} });
    expect(res.status).toBe(200);
    const day = res.body.data;
    expect(day.day).toBe('2026-11-28');
    const counted = day.receipts.filter((r: { voided: boolean }) => !r.voided);
    const total = counted.reduce((s: number, r: { amountPaisa: number }) => s + r.amountPaisa, 0);
    expect(day.totalPaisa).toBe(total);
    expect(day.byMethod.reduce((s: number, p: { totalPaisa: number }) => s + p.totalPaisa, 0)).toBe(total);
    expect(day.byBranch).toEqual([expect.objectContaining({ name: 'Dhaka Farmgate', totalPaisa: total })]);
    expect(day.byStaff.map((p: { name: string }) => p.name).sort()).toEqual(['Online', 'Staff']);
    expect(day.receipts.some((r: { voided: boolean }) => r.voided)).toBe(true);
  });

  it('lists defaulters overdue by more than N days, and exports them', async () => {
    const s = await admitThroughApi(t, admin, w, 'Late Payer');
    t.clock.advance(45 * 86_400_000);
    // Sessions end with time: sign in again 45 days on.
    const accountant = await staffSession(t.app, ['accountant']);
    try {
      const over30 = await as(t, accountant, fees.defaulters, { query: { overdueDays: 30 } });
      const row = over30.body.data.find((d: { studentId: string }) => d.studentId === s.id);
      // Admission fee and instalment 1 are 45 days over; instalment 2 only 15.
      expect(row).toMatchObject({
        name: 'Late Payer',
        overduePaisa: 200_000,
        overdueDays: 45,
        oldestDueOn: '2026-11-28',
      });
      const over50 = await as(t, accountant, fees.defaulters, { query: { overdueDays: 50 } });
      expect(over50.body.data.some((d: { studentId: string }) => d.studentId === s.id)).toBe(false);
      const csv = await t.app.inject({
        method: 'GET',
        url: '/api/staff/fees/defaulters/export?format=csv&overdueDays=30',
        headers: { authorization: accountant },
      });
      expect(csv.headers['content-type']).toMatch(/text\/csv/);
      expect(csv.body).toContain('Name,Roll,Phone,Branch,Course,Overdue (Tk),Oldest due day,Days overdue');
      expect(csv.body).toContain('Late Payer');
      expect(csv.body).toContain('2000.00,2026-11-28,45');
      const xlsx = await t.app.inject({
        method: 'GET',
        url: '/api/staff/fees/defaulters/export?overdueDays=30',
        headers: { authorization: accountant },
      });
      expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
      expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    } finally {
      t.clock.advance(-45 * 86_400_000);
    }
  });
});
