// The office's side of online payments, through the real app and the simulator: a held order is
// accepted (the payment recorded once, the due drops, a receipt) or marked for refund (nothing
// recorded), each decision once however often it is sent; a refund of a payment sent twice takes effect
// once; only the office (admin, accountant) may decide, a teacher sees no money.
import { auditRoutes, feesRoutes, feesStudentRoutes, paymentRoutes } from '@lms/domain/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feePayments, paymentOrderEvents, paymentOrders } from '../src/db/schema';
import { auditWritesSettled } from '../src/modules/audit/record-write';
import { courseWithDue, formKey } from './fees-fixtures';
import { callAs } from './support/call-route';
import { newPhone, registeredStudent, signIn, staffSession } from './support/factories';
import { type ListeningApp, listeningApp, pressOnPage } from './support/payment-world';

let t: ListeningApp;
let admin: string;
let accountant: string;
let teacher: string;

beforeAll(async () => {
  t = await listeningApp();
  [admin, accountant, teacher] = await Promise.all([
    staffSession(t.app, ['admin']),
    staffSession(t.app, ['accountant']),
    staffSession(t.app, ['mentor']),
  ]);
});
afterAll(async () => {
  await t.close();
});

/** A new student owing 1,500 taka on a course of their own. */
async function payer() {
  const phone = newPhone();
  const id = await registeredStudent(t.ctx, phone);
  const due = await courseWithDue(t, id);
  return { id, session: await signIn(t.app, phone), ...due };
}

/** Pays the student's due by bKash with the simulator's tampered amount (1.00 taka): the order is held. */
async function heldOrder(who: Awaited<ReturnType<typeof payer>>) {
  const res = await callAs(
    t.app,
    paymentRoutes.startPayment,
    { body: { provider: 'bkash', courseId: who.courseId, dueRef: who.dueId } },
    who.session,
  );
  expect(res.status).toBe(200);
  const { orderId, redirectUrl } = res.body.data as { orderId: string; redirectUrl: string };
  const callback = (await pressOnPage(redirectUrl, 'pay', 'tamper-amount')).headers.get('location');
  await fetch(new URL(String(callback), t.url), { redirect: 'manual' });
  const [order] = await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
  expect(order?.status).toBe('held');
  return order!;
}

const resolve = (session: string, orderId: string, body: Record<string, unknown>) =>
  callAs(t.app, paymentRoutes.resolveHeld, { params: { orderId }, body: body as never }, session);

async function feesOf(who: { session: string }) {
  return (await callAs(t.app, feesStudentRoutes.myFees, {}, who.session)).body.data as {
    duePaisa: number;
    creditPaisa: number;
    receipts: { _id: string; serial: string; method: string; amountPaisa: number; refundedPaisa: number }[];
  };
}

describe('a held order', () => {
  it('accepted at what the gateway took: recorded once, the due drops by it, the receipt is there', async () => {
    const who = await payer();
    const order = await heldOrder(who);
    // The gateway took 1.00 taka (its merchant panel says so): the office accepts that amount.
    const answers = await Promise.all([
      resolve(accountant, order.id, { action: 'accept', amountPaisa: 100, note: 'Checked in the panel' }),
      resolve(accountant, order.id, { action: 'accept', amountPaisa: 100, note: 'Checked in the panel' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]!.body.data).toMatchObject({ status: 'paid', studentName: 'Test Student' });
    const recorded = await t.ctx.db
      .select()
      .from(feePayments)
      .where(eq(feePayments.reference, order.invoice));
    expect(recorded).toHaveLength(1);
    const fees = await feesOf(who);
    expect(fees.duePaisa).toBe(150_000 - 100);
    expect(fees.receipts).toEqual([expect.objectContaining({ method: 'bkash', amountPaisa: 100 })]);
    const events = await t.ctx.db
      .select()
      .from(paymentOrderEvents)
      .where(eq(paymentOrderEvents.orderId, order.id));
    expect(events.filter((e) => e.source === 'office')).toHaveLength(1);
    // Decided: marking it for refund now is refused.
    expect((await resolve(admin, order.id, { action: 'refund', note: 'x' })).status).toBe(409);
    await auditWritesSettled(t.ctx);
    const audit = await callAs(
      t.app,
      auditRoutes.listAudit,
      { query: { section: 'payments' } as never },
      admin,
    );
    // The decision is in the audit log, the order before and after.
    const entries = audit.body.data.items.filter(
      (i: { action: string; before?: { orderId?: string } }) =>
        i.action === 'resolveHeld' && i.before?.orderId === order.id,
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        before: expect.objectContaining({ status: 'held' }),
        after: expect.objectContaining({ status: 'paid' }),
      }),
    );
  });

  it('marked for refund: nothing is recorded, the due stays; the student sees it is to be refunded', async () => {
    const who = await payer();
    const order = await heldOrder(who);
    const marked = await resolve(admin, order.id, {
      action: 'refund',
      note: 'Amount differs; giving it back',
    });
    expect(marked.status).toBe(200);
    expect(marked.body.data).toMatchObject({ status: 'refund' });
    expect((await resolve(admin, order.id, { action: 'refund', note: 'again' })).status).toBe(200);
    expect((await resolve(admin, order.id, { action: 'accept', note: 'changed my mind' })).status).toBe(409);
    expect(await t.ctx.db.select().from(feePayments).where(eq(feePayments.reference, order.invoice))).toEqual(
      [],
    );
    expect((await feesOf(who)).duePaisa).toBe(150_000);
    const seen = await callAs(
      t.app,
      paymentRoutes.getPayment,
      { params: { orderId: order.id } },
      who.session,
    );
    expect(seen.body.data).toMatchObject({ status: 'refund' });
  });

  it('only a held order is decided; bad input is 400; a teacher and a student are refused', async () => {
    const who = await payer();
    const started = await callAs(
      t.app,
      paymentRoutes.startPayment,
      { body: { provider: 'sslcommerz', courseId: who.courseId } },
      who.session,
    );
    const pendingId = started.body.data.orderId as string;
    expect((await resolve(accountant, pendingId, { action: 'accept', note: 'x' })).status).toBe(409);
    expect((await resolve(accountant, pendingId, { action: 'keep', note: 'x' })).status).toBe(400);
    expect((await resolve(accountant, pendingId, { action: 'accept', note: '' })).status).toBe(400);
    expect(
      (await resolve(accountant, pendingId, { action: 'accept', amountPaisa: -5, note: 'x' })).status,
    ).toBe(400);
    expect((await resolve(accountant, 'nope', { action: 'accept', note: 'x' })).status).toBe(400);
    expect(
      (await resolve(accountant, '00000000-0000-4000-8000-000000000000', { action: 'accept', note: 'x' }))
        .status,
    ).toBe(404);
    expect((await resolve(teacher, pendingId, { action: 'accept', note: 'x' })).status).toBe(403);
    expect((await resolve(who.session, pendingId, { action: 'accept', note: 'x' })).status).toBe(403);
  });
});

describe('refunds', () => {
  it('a refund sent twice (the same form) gives the money back once', async () => {
    const who = await payer();
    const paid = await callAs(
      t.app,
      feesRoutes.collect,
      { body: { studentId: who.id, amountPaisa: 150_000, method: 'cash', requestKey: formKey() } },
      accountant,
    );
    expect(paid.status).toBe(201);
    const paymentId = paid.body.data.receipt._id as string;
    const body = { amountPaisa: 50_000, reason: 'Left the course', requestKey: formKey() };
    const send = () => callAs(t.app, feesRoutes.refundPayment, { params: { paymentId }, body }, accountant);
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    const again = await send();
    expect(again.body.data).toMatchObject({ refundedPaisa: 50_000 });
    const ledger = await callAs(
      t.app,
      feesRoutes.studentLedger,
      { params: { studentId: who.id } },
      accountant,
    );
    expect(ledger.body.data.duePaisa).toBe(50_000);
    expect(ledger.body.data.entries.filter((e: { kind: string }) => e.kind === 'refund')).toHaveLength(1);
    // Another form is another refund.
    const second = await callAs(
      t.app,
      feesRoutes.refundPayment,
      { params: { paymentId }, body: { ...body, requestKey: formKey() } },
      accountant,
    );
    expect(second.body.data).toMatchObject({ refundedPaisa: 100_000 });
    expect(
      (await callAs(t.app, feesRoutes.refundPayment, { params: { paymentId }, body }, teacher)).status,
    ).toBe(403);
  });
});
