// The office's side of online payments, through the real app and the simulator: a held order is
// accepted (the payment recorded once, the due drops, a receipt) or marked for refund (nothing
// recorded), each decision once however often it is sent; a refund of a payment sent twice takes effect
// once; only the office (admin, accountant) may decide, a teacher sees no money.
import { feesRoutes, feesStudentRoutes, paymentRoutes } from '@lms/domain/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feePayments, paymentOrderEvents } from '../src/db/schema';
import { formKey } from './fees-fixtures';
import { callAs } from './support/call-route';
import {
  auditedOrder,
  heldOrder as heldOf,
  payer as newPayer,
  officeWorld,
} from './support/payment-office-world';

const world = officeWorld();
const payer = () => newPayer(world.t);
const heldOrder = async (who: Awaited<ReturnType<typeof payer>>) =>
  (await heldOf(world.t, 'bkash', who)).order;

const resolve = (session: string, orderId: string, body: Record<string, unknown>) =>
  callAs(world.t.app, paymentRoutes.resolveHeld, { params: { orderId }, body: body as never }, session);

async function feesOf(who: { session: string }) {
  return (await callAs(world.t.app, feesStudentRoutes.myFees, {}, who.session)).body.data as {
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
      resolve(world.accountant, order.id, {
        action: 'accept',
        amountPaisa: 100,
        note: 'Checked in the panel',
      }),
      resolve(world.accountant, order.id, {
        action: 'accept',
        amountPaisa: 100,
        note: 'Checked in the panel',
      }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]!.body.data).toMatchObject({ status: 'paid', studentName: 'Test Student' });
    const recorded = await world.t.ctx.db
      .select()
      .from(feePayments)
      .where(eq(feePayments.reference, order.invoice));
    expect(recorded).toHaveLength(1);
    const fees = await feesOf(who);
    expect(fees.duePaisa).toBe(150_000 - 100);
    expect(fees.receipts).toEqual([expect.objectContaining({ method: 'bkash', amountPaisa: 100 })]);
    const events = await world.t.ctx.db
      .select()
      .from(paymentOrderEvents)
      .where(eq(paymentOrderEvents.orderId, order.id));
    expect(events.filter((e) => e.source === 'office')).toHaveLength(1);
    // Decided: marking it for refund now is refused.
    expect((await resolve(world.admin, order.id, { action: 'refund', note: 'x' })).status).toBe(409);
    // The decision is in the audit log, the order before and after.
    const entries = await auditedOrder(world, 'resolveHeld', order.id);
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
    const marked = await resolve(world.admin, order.id, {
      action: 'refund',
      note: 'Amount differs; giving it back',
    });
    expect(marked.status).toBe(200);
    expect(marked.body.data).toMatchObject({ status: 'refund' });
    expect((await resolve(world.admin, order.id, { action: 'refund', note: 'again' })).status).toBe(200);
    expect((await resolve(world.admin, order.id, { action: 'accept', note: 'changed my mind' })).status).toBe(
      409,
    );
    expect(
      await world.t.ctx.db.select().from(feePayments).where(eq(feePayments.reference, order.invoice)),
    ).toEqual([]);
    expect((await feesOf(who)).duePaisa).toBe(150_000);
    const seen = await callAs(
      world.t.app,
      paymentRoutes.getPayment,
      { params: { orderId: order.id } },
      who.session,
    );
    expect(seen.body.data).toMatchObject({ status: 'refund' });
  });

  it('only a held order is decided; bad input is 400; a teacher and a student are refused', async () => {
    const who = await payer();
    const started = await callAs(
      world.t.app,
      paymentRoutes.startPayment,
      { body: { provider: 'sslcommerz', courseId: who.courseId } },
      who.session,
    );
    const pendingId = started.body.data.orderId as string;
    expect((await resolve(world.accountant, pendingId, { action: 'accept', note: 'x' })).status).toBe(409);
    expect((await resolve(world.accountant, pendingId, { action: 'keep', note: 'x' })).status).toBe(400);
    expect((await resolve(world.accountant, pendingId, { action: 'accept', note: '' })).status).toBe(400);
    expect(
      (await resolve(world.accountant, pendingId, { action: 'accept', amountPaisa: -5, note: 'x' })).status,
    ).toBe(400);
    expect((await resolve(world.accountant, 'nope', { action: 'accept', note: 'x' })).status).toBe(400);
    expect(
      (
        await resolve(world.accountant, '00000000-0000-4000-8000-000000000000', {
          action: 'accept',
          note: 'x',
        })
      ).status,
    ).toBe(404);
    expect((await resolve(world.teacher, pendingId, { action: 'accept', note: 'x' })).status).toBe(403);
    expect((await resolve(who.session, pendingId, { action: 'accept', note: 'x' })).status).toBe(403);
  });
});

describe('refunds', () => {
  it('a refund sent twice (the same form) gives the money back once', async () => {
    const who = await payer();
    const paid = await callAs(
      world.t.app,
      feesRoutes.collect,
      { body: { studentId: who.id, amountPaisa: 150_000, method: 'cash', requestKey: formKey() } },
      world.accountant,
    );
    expect(paid.status).toBe(201);
    const paymentId = paid.body.data.receipt._id as string;
    const body = { amountPaisa: 50_000, reason: 'Left the course', requestKey: formKey() };
    const send = () =>
      callAs(world.t.app, feesRoutes.refundPayment, { params: { paymentId }, body }, world.accountant);
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    const again = await send();
    expect(again.body.data).toMatchObject({ refundedPaisa: 50_000 });
    const ledger = await callAs(
      world.t.app,
      feesRoutes.studentLedger,
      { params: { studentId: who.id } },
      world.accountant,
    );
    expect(ledger.body.data.duePaisa).toBe(50_000);
    expect(ledger.body.data.entries.filter((e: { kind: string }) => e.kind === 'refund')).toHaveLength(1);
    // Another form is another refund.
    const second = await callAs(
      world.t.app,
      feesRoutes.refundPayment,
      { params: { paymentId }, body: { ...body, requestKey: formKey() } },
      world.accountant,
    );
    expect(second.body.data).toMatchObject({ refundedPaisa: 100_000 });
    expect(
      (await callAs(world.t.app, feesRoutes.refundPayment, { params: { paymentId }, body }, world.teacher))
        .status,
    ).toBe(403);
  });
});
