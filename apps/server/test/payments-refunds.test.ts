// Refunds through the gateways, over real HTTP to the simulator with the real provider code: an order
// marked for refund is given back once (bKash refund; SSLCommerz refund then its status), however often
// the office clicks or a call is retried; a gateway's refusal is kept as `refund_failed` with its
// answer; the change is audited before and after; only the office may refund.
import { feesRoutes, paymentRoutes } from '@lms/domain/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feePayments, paymentOrderEvents, paymentSimulatorPayments, staff } from '../src/db/schema';
import { gatewayOf } from '../src/modules/payments/payment-gateways';
import { paymentPorts } from '../src/modules/payments/wired-ports';
import { callAs } from './support/call-route';
import { auditedOrder, heldOrder, officeWorld, orderRow, payer } from './support/payment-office-world';
import { pressOnPage } from './support/payment-world';

const world = officeWorld();

/** A held order the office marked for refund. */
async function markedForRefund(provider: 'bkash' | 'sslcommerz') {
  const held = await heldOrder(world.t, provider);
  const marked = await callAs(
    world.t.app,
    paymentRoutes.resolveHeld,
    { params: { orderId: held.order.id }, body: { action: 'refund', note: 'Giving it back' } },
    world.admin,
  );
  expect(marked.body.data).toMatchObject({ status: 'refund' });
  return held;
}

const refund = (session: string, orderId: string, body: Record<string, unknown>) =>
  callAs(world.t.app, paymentRoutes.refundOrder, { params: { orderId }, body: body as never }, session);

async function simulated(gatewayRef: string | null) {
  const [row] = await world.t.ctx.db
    .select()
    .from(paymentSimulatorPayments)
    .where(eq(paymentSimulatorPayments.id, String(gatewayRef)));
  return row!;
}

async function officeEvents(orderId: string) {
  const events = await world.t.ctx.db
    .select()
    .from(paymentOrderEvents)
    .where(eq(paymentOrderEvents.orderId, orderId));
  return events.filter((e) => e.source === 'office');
}

/** The student's fees ledger as the accountant reads it. */
async function ledgerOf(studentId: string) {
  const res = await callAs(
    world.t.app,
    feesRoutes.studentLedger,
    { params: { studentId } },
    world.accountant,
  );
  return res.body.data;
}

/** A new payer's bKash order, paid in full (1,500 taka). */
async function paidOrder() {
  const who = await payer(world.t);
  const res = await callAs(
    world.t.app,
    paymentRoutes.startPayment,
    { body: { provider: 'bkash', courseId: who.courseId, dueRef: who.dueId } },
    who.session,
  );
  const { orderId, redirectUrl } = res.body.data as { orderId: string; redirectUrl: string };
  const pressed = await pressOnPage(redirectUrl, 'pay');
  await fetch(new URL(String(pressed.headers.get('location')), world.t.url), { redirect: 'manual' });
  return { who, orderId };
}

describe('an order marked for refund', () => {
  it('bKash: refunded once at what the payer paid, however often it is clicked; audited', async () => {
    const { order } = await markedForRefund('bkash');
    const body = { amountPaisa: 100, note: 'Amount differs' };
    const answers = await Promise.all([
      refund(world.accountant, order.id, body),
      refund(world.accountant, order.id, body),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const again = await refund(world.accountant, order.id, body);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ status: 'refunded', refundRef: expect.any(String) });
    const atGateway = await simulated(order.gatewayRef);
    expect(atGateway).toMatchObject({ refundedAmount: '1.00', refundTrxId: again.body.data.refundRef });
    // held → refund → refunded: two decisions of the office, each once.
    expect((await officeEvents(order.id)).map((e) => e.afterStatus)).toEqual(['refund', 'refunded']);
    // Nothing was ever recorded for a held order, so nothing is reversed in the fees ledger.
    expect(
      await world.t.ctx.db.select().from(feePayments).where(eq(feePayments.reference, order.invoice)),
    ).toEqual([]);
    const entries = await auditedOrder(world, 'refundOrder', order.id);
    expect(entries).toContainEqual(
      expect.objectContaining({
        before: expect.objectContaining({ status: 'refund' }),
        after: expect.objectContaining({ status: 'refunded' }),
      }),
    );
  });

  it('SSLCommerz: refunded once (refund, then its status), the order amount by default', async () => {
    const { order, who } = await markedForRefund('sslcommerz');
    const first = await refund(world.admin, order.id, { note: 'Risky payment' });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: 'refunded', refundRef: expect.stringMatching(/^RF/) });
    expect((await refund(world.admin, order.id, { note: 'Risky payment' })).body.data).toMatchObject({
      status: 'refunded',
      refundRef: first.body.data.refundRef,
    });
    const [atGateway] = await world.t.ctx.db
      .select()
      .from(paymentSimulatorPayments)
      .where(eq(paymentSimulatorPayments.invoice, order.invoice));
    expect(atGateway).toMatchObject({ refundedAmount: '1500.00', refundRef: order.invoice });
    expect((await officeEvents(order.id)).map((e) => e.afterStatus)).toEqual(['refund', 'refunded']);
    // The student's result page reads it as refunded.
    const seen = await callAs(
      world.t.app,
      paymentRoutes.getPayment,
      { params: { orderId: order.id } },
      who.session,
    );
    expect(seen.body.data).toMatchObject({ status: 'refunded' });
  });

  it("a gateway's refusal is kept as refund_failed with its answer, once", async () => {
    const { order } = await markedForRefund('bkash');
    // The payer was charged 1.00 taka; asking 1,500 back is refused by bKash.
    const refused = await refund(world.accountant, order.id, { note: 'Giving it all back' });
    expect(refused.status).toBe(200);
    expect(refused.body.data).toMatchObject({ status: 'refund_failed', refundRef: null });
    expect(refused.body.data.reason).toContain('2071');
    expect(
      (await refund(world.accountant, order.id, { amountPaisa: 100, note: 'again' })).body.data,
    ).toMatchObject({ status: 'refund_failed' });
    expect((await simulated(order.gatewayRef)).refundTrxId).toBeNull();
    expect((await officeEvents(order.id)).map((e) => e.afterStatus)).toEqual(['refund', 'refund_failed']);
    const listed = await callAs(
      world.t.app,
      paymentRoutes.staffPayments,
      { query: {} as never },
      world.accountant,
    );
    expect(listed.body.data).toContainEqual(
      expect.objectContaining({ orderId: order.id, status: 'refund_failed' }),
    );
  });

  it('only a paid order or one marked for refund; bad input is 400; a teacher and a student are refused', async () => {
    const { order, who } = await heldOrder(world.t, 'bkash');
    expect((await refund(world.accountant, order.id, { note: 'x' })).status).toBe(409);
    expect((await refund(world.accountant, order.id, { note: '' })).status).toBe(400);
    expect((await refund(world.accountant, order.id, { amountPaisa: 0, note: 'x' })).status).toBe(400);
    expect((await refund(world.accountant, 'nope', { note: 'x' })).status).toBe(400);
    expect(
      (await refund(world.accountant, '00000000-0000-4000-8000-000000000000', { note: 'x' })).status,
    ).toBe(404);
    expect((await refund(world.teacher, order.id, { note: 'x' })).status).toBe(403);
    expect((await refund(who.session, order.id, { note: 'x' })).status).toBe(403);
    expect((await orderRow(world.t, order.id)).status).toBe('held');
  });
});

describe('a paid online payment', () => {
  it('is given back through the gateway once, and the fees ledger records the refund once', async () => {
    const { who, orderId } = await paidOrder();
    const paid = await orderRow(world.t, orderId);
    expect(paid.status).toBe('paid');
    // More than was paid is refused after the claim: the claim is given up, the order as it was (a
    // minute on, so a moved `updated_at` would show).
    world.t.clock.advance(60_000);
    expect((await refund(world.accountant, orderId, { amountPaisa: 150_001, note: 'x' })).status).toBe(400);
    expect(await orderRow(world.t, orderId)).toEqual(paid);
    const body = { note: 'Left the course' };
    const answers = await Promise.all([
      refund(world.accountant, orderId, body),
      refund(world.accountant, orderId, body),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await refund(world.accountant, orderId, body)).body.data).toMatchObject({ status: 'refunded' });
    const order = await orderRow(world.t, orderId);
    expect((await simulated(order.gatewayRef)).refundedAmount).toBe('1500.00');
    const ledger = await ledgerOf(who.id);
    // The money went back, so the due is owed again; one refund line.
    expect(ledger.duePaisa).toBe(150_000);
    expect(ledger.entries.filter((e: { kind: string }) => e.kind === 'refund')).toHaveLength(1);
    const [recorded] = await world.t.ctx.db
      .select()
      .from(feePayments)
      .where(eq(feePayments.reference, order.invoice));
    expect(recorded).toMatchObject({ refundedPaisa: 150_000 });
    expect((await officeEvents(orderId)).map((e) => e.afterStatus)).toEqual(['refunded']);
  });
  it('is finished when asked again after a call died between the ledger and the order (or a second click saw that moment)', async () => {
    const { who, orderId } = await paidOrder();
    const paid = await orderRow(world.t, orderId);
    expect(paid.status).toBe('paid');
    // The call that died: the gateway gave 1,500 taka back and the ledger recorded it under the
    // order's key; the order itself never moved from paid.
    const given = await gatewayOf(world.t.ctx, 'bkash', world.t.url).refund({
      invoice: paid.invoice,
      gatewayRef: paid.gatewayRef,
      trxId: paid.gatewayTrxId ?? '',
      amountPaisa: 150_000,
      reason: 'Left the course',
    });
    expect(given).toMatchObject({ kind: 'refunded' });
    const [someStaff] = await world.t.ctx.db.select({ id: staff.id }).from(staff).limit(1);
    await paymentPorts(world.t.ctx).recordRefund(someStaff!.id, paid.invoice, {
      amountPaisa: 150_000,
      reason: 'Left the course',
      requestKey: `gateway-refund:${orderId}`,
    });
    // Nothing is left on the payment, yet this order's refund is the one recorded: it is finished.
    const again = await refund(world.accountant, orderId, { note: 'Asked again' });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ status: 'refunded', refundRef: expect.any(String) });
    expect((await simulated(paid.gatewayRef)).refundedAmount).toBe('1500.00');
    const ledger = await ledgerOf(who.id);
    expect(ledger.entries.filter((e: { kind: string }) => e.kind === 'refund')).toHaveLength(1);
    expect(ledger.duePaisa).toBe(150_000);
    expect((await officeEvents(orderId)).map((e) => e.afterStatus)).toEqual(['refunded']);
  });
});

describe('the gateways asked again for a refund (an answer lost on the way)', () => {
  it('bKash answers the refund already made (its refund status); SSLCommerz the same refe_id', async () => {
    for (const provider of ['bkash', 'sslcommerz'] as const) {
      const { order } = await heldOrder(world.t, provider);
      const gateway = gatewayOf(world.t.ctx, provider, world.t.url);
      const request = {
        invoice: order.invoice,
        gatewayRef: order.gatewayRef,
        trxId: order.gatewayTrxId ?? '',
        amountPaisa: 100,
        reason: 'Retried',
      };
      const first = await gateway.refund(request);
      expect(first).toMatchObject({ kind: 'refunded' });
      expect(await gateway.refund(request)).toEqual(first);
      // Another reference for the same payment is refused: it was given back already.
      if (provider === 'sslcommerz')
        expect(await gateway.refund({ ...request, invoice: `${order.invoice}-2` })).toMatchObject({
          kind: 'refused',
        });
    }
  });
});
