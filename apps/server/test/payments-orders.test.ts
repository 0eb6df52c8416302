// Payment orders end to end through the real app, the real provider code and the simulator over HTTP:
// the amount is the due's, callbacks twice and out of order settle once, a tampered amount is held,
// unknown and settled orders are left alone, another student's order is neither seen nor paid for
// someone else, an execute time-out is answered by a status query, reconciliation settles what never
// came back, and only the office sees the orders. The dues are the fees module's (a plan assigned to the
// student); a settled order is a fees payment with its receipt, and two orders paying one due leave the
// second as the student's credit.
import { admissionRoutes, feesStudentRoutes, paymentRoutes } from '@lms/domain/contract';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { feePayments, paymentOrderEvents, paymentOrders, paymentSimulatorPayments } from '../src/db/schema';
import { recordPayment } from '../src/modules/fees/record-payment';
import { reconcilePayments, reconciliationTick } from '../src/modules/payments/reconcile-payments';
import { SIMULATOR_ACCOUNT } from '../src/modules/payments/simulator/simulator-account';
import { signIpn } from '../src/modules/payments/sslcommerz/ipn-signature';
import { courseWithDue } from './fees-fixtures';
import { callAs } from './support/call-route';
import { newPhone, registeredStudent, signIn, staffSession } from './support/factories';
import { type ListeningApp, listeningApp, pressOnPage } from './support/payment-world';

let t: ListeningApp;
let student: { id: string; session: string };
let other: { id: string; session: string };

async function makeStudent() {
  const phone = newPhone();
  const id = await registeredStudent(t.ctx, phone);
  return { id, session: await signIn(t.app, phone) };
}

beforeAll(async () => {
  t = await listeningApp();
  student = await makeStudent();
  other = await makeStudent();
});
afterAll(async () => {
  await t.close();
});

/** The course fee of each test's course: 1,500.00 BDT. */
const DUE_PAISA = 150_000;

/**
 * Starts paying a due as `who`: a new course's (its plan assigned to them), or the one given; answers the
 * order id, the gateway page, the course and the due.
 */
async function start(
  who: { id: string; session: string },
  provider: 'bkash' | 'sslcommerz',
  due?: { courseId: string; dueId: string },
) {
  const { courseId, dueId } = due ?? (await courseWithDue(t, who.id));
  const res = await callAs(
    t.app,
    paymentRoutes.startPayment,
    { body: { provider, courseId, dueRef: dueId } },
    who.session,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return {
    ...(res.body.data as { orderId: string; redirectUrl: string; amountPaisa: number }),
    courseId,
    dueId,
  };
}

type MyFees = z.output<typeof feesStudentRoutes.myFees.data>;

/** The student's own fees page: dues, receipts, what is owed and the credit. */
async function feesOf(who: { session: string }) {
  const res = await callAs(t.app, feesStudentRoutes.myFees, {}, who.session);
  expect(res.status).toBe(200);
  return res.body.data as MyFees;
}

/** What the student owes on one course now. */
async function owedOn(who: { session: string }, courseId: string) {
  const { dues } = await feesOf(who);
  return dues.filter((d) => d.courseId === courseId).reduce((sum, d) => sum + d.openPaisa, 0);
}

async function orderOf(orderId: string) {
  const [row] = await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
  return row!;
}

/** The fees payments recorded for an order (its invoice is their reference). */
async function settlementsOf(orderId: string) {
  const order = await orderOf(orderId);
  return t.ctx.db.select().from(feePayments).where(eq(feePayments.reference, order.invoice));
}

async function paidEvents(orderId: string) {
  return t.ctx.db
    .select()
    .from(paymentOrderEvents)
    .where(and(eq(paymentOrderEvents.orderId, orderId), eq(paymentOrderEvents.afterStatus, 'paid')));
}

/** Follows a redirect to our own server (the payer's browser coming back); answers where it sends them next. */
async function follow(location: string | null, init: RequestInit = {}): Promise<string> {
  const res = await fetch(new URL(String(location), t.url), { redirect: 'manual', ...init });
  return String(res.headers.get('location'));
}

/** The val_id the simulator issued for an SSLCommerz order. */
async function valIdOf(orderId: string): Promise<string> {
  const order = await orderOf(orderId);
  const [row] = await t.ctx.db
    .select()
    .from(paymentSimulatorPayments)
    .where(eq(paymentSimulatorPayments.invoice, order.invoice));
  return String(row?.valId);
}

const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** An IPN as SSLCommerz posts it: signed with the (simulator's) store password. */
const signed = (fields: Record<string, string>): RequestInit =>
  form(signIpn(fields, SIMULATOR_ACCOUNT.sslcommerz.storePassword));

describe('bKash', () => {
  it('pays the due at the server amount: page, Pay, callback (execute), result page; settled once', async () => {
    const { orderId, redirectUrl, amountPaisa } = await start(student, 'bkash');
    expect(amountPaisa).toBe(DUE_PAISA);
    const callback = (await pressOnPage(redirectUrl, 'pay')).headers.get('location');
    expect(await follow(callback)).toBe(`/payments/result?order=${orderId}&status=paid`);
    // The same callback again (a reload, a second tab) and a cancel callback change nothing.
    expect(await follow(callback)).toBe(`/payments/result?order=${orderId}&status=paid`);
    await follow(String(callback).replace('status=success', 'status=cancel'));
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ status: 'paid', amountPaisa: DUE_PAISA, studentId: student.id });
    expect(order.gatewayTrxId).toBeTruthy();
    expect(await settlementsOf(orderId)).toHaveLength(1);
    expect(await paidEvents(orderId)).toHaveLength(1);
    // The due dropped and the receipt is there at once: serial, method, the gateway's trx id.
    const { receipts } = await feesOf(student);
    expect(await owedOn(student, order.courseId ?? '')).toBe(0);
    expect(receipts.find((r) => r.courseId === order.courseId)).toMatchObject({
      serial: expect.stringMatching(/\d/),
      method: 'bkash',
      gatewayTrxId: order.gatewayTrxId,
      amountPaisa: DUE_PAISA,
      creditPaisa: 0,
    });
    const seen = await callAs(t.app, paymentRoutes.getPayment, { params: { orderId } }, student.session);
    expect(seen.body.data).toMatchObject({ status: 'paid', amountPaisa: DUE_PAISA });
    // The due is paid: paying it again finds nothing to pay.
    const again = await callAs(
      t.app,
      paymentRoutes.startPayment,
      { body: { provider: 'bkash', courseId: order.courseId ?? '' } },
      student.session,
    );
    expect(again.status).toBe(409);
  });

  it('callbacks arriving at once and a reconciliation run settle the order once', async () => {
    const { orderId, redirectUrl } = await start(student, 'bkash');
    const callback = (await pressOnPage(redirectUrl, 'pay')).headers.get('location');
    t.clock.advance(11 * 60_000);
    const results = await Promise.all([
      follow(callback),
      follow(callback),
      follow(callback),
      reconcilePayments(t.ctx),
    ]);
    expect(results.slice(0, 3)).toEqual(Array(3).fill(`/payments/result?order=${orderId}&status=paid`));
    expect(await settlementsOf(orderId)).toHaveLength(1);
    expect(await paidEvents(orderId)).toHaveLength(1);
  });

  it('Cancel closes the order as cancelled; nothing is recorded', async () => {
    const { orderId, redirectUrl } = await start(student, 'bkash');
    const callback = (await pressOnPage(redirectUrl, 'cancel')).headers.get('location');
    expect(await follow(callback)).toBe(`/payments/result?order=${orderId}&status=cancelled`);
    expect(await settlementsOf(orderId)).toHaveLength(0);
  });

  it('a forged success callback for a payment never approved fails it without recording anything', async () => {
    const { orderId } = await start(student, 'bkash');
    const order = await orderOf(orderId);
    const location = await follow(
      `/api/payments/bkash/callback?paymentID=${order.gatewayRef}&status=success`,
    );
    expect(location).toBe(`/payments/result?order=${orderId}&status=failed`);
    expect((await orderOf(orderId)).reason).toContain('2056');
    expect(await settlementsOf(orderId)).toHaveLength(0);
  });

  it('a tampered amount is refused: the order is held with the reason, nothing recorded', async () => {
    const { orderId, redirectUrl } = await start(student, 'bkash');
    const callback = (await pressOnPage(redirectUrl, 'pay', 'tamper-amount')).headers.get('location');
    expect(await follow(callback)).toBe(`/payments/result?order=${orderId}&status=held`);
    expect((await orderOf(orderId)).reason).toMatch(/charged 100 paisa BDT, the order is 150000 paisa/);
    expect(await settlementsOf(orderId)).toHaveLength(0);
  });

  it('an execute that times out is settled from the status query', async () => {
    const { orderId, redirectUrl } = await start(student, 'bkash');
    const callback = (await pressOnPage(redirectUrl, 'pay', 'execute-timeout')).headers.get('location');
    expect(await follow(callback)).toBe(`/payments/result?order=${orderId}&status=paid`);
    expect(await settlementsOf(orderId)).toHaveLength(1);
  });

  it('an unknown paymentID changes nothing', async () => {
    expect(await follow('/api/payments/bkash/callback?paymentID=TR0011NOPE&status=success')).toBe(
      '/payments/result?status=unknown',
    );
  });
});

describe('SSLCommerz', () => {
  it('Pay: the IPN then the return (as the simulator sends them) settle the order once', async () => {
    const { orderId, redirectUrl } = await start(student, 'sslcommerz');
    const page = await (await fetch(redirectUrl)).text();
    expect(page).toContain('1500.00 BDT');
    const valId = await valIdOf(orderId);
    const fields = {
      tran_id: (await orderOf(orderId)).invoice,
      val_id: valId,
      status: 'VALID',
      amount: '1500.00',
    };
    const back = await pressOnPage(redirectUrl, 'pay', undefined, fields);
    expect(back.status).toBe(307);
    // The IPN came before the payer: the order is paid already.
    expect((await orderOf(orderId)).status).toBe('paid');
    // The browser re-posts the page's fields to success_url.
    expect(await follow(back.headers.get('location'), form(fields))).toBe(
      `/payments/result?order=${orderId}&status=paid`,
    );
    expect(await settlementsOf(orderId)).toHaveLength(1);
    expect(await paidEvents(orderId)).toHaveLength(1);
  });

  it('the return before the IPN, and the IPN twice, settle once', async () => {
    const { orderId, redirectUrl } = await start(student, 'sslcommerz');
    await pressOnPage(redirectUrl, 'pay', 'no-callback');
    const fields = {
      tran_id: (await orderOf(orderId)).invoice,
      val_id: await valIdOf(orderId),
      status: 'VALID',
    };
    expect(await follow('/api/payments/sslcommerz/return/success', form(fields))).toBe(
      `/payments/result?order=${orderId}&status=paid`,
    );
    for (let i = 0; i < 2; i++) {
      const ipn = await fetch(`${t.url}/api/payments/sslcommerz/ipn`, signed(fields));
      expect(ipn.status).toBe(200);
    }
    expect(await settlementsOf(orderId)).toHaveLength(1);
    expect(await paidEvents(orderId)).toHaveLength(1);
  });

  it("an IPN without SSLCommerz's signature is refused and changes nothing; signed, it settles", async () => {
    const { orderId, redirectUrl } = await start(student, 'sslcommerz');
    // The payer pays, but no IPN and no return come: the val_id is real and VALID at SSLCommerz.
    await pressOnPage(redirectUrl, 'pay', 'no-callback');
    const fields = {
      tran_id: (await orderOf(orderId)).invoice,
      val_id: await valIdOf(orderId),
      status: 'VALID',
    };
    const good = signIpn(fields, SIMULATOR_ACCOUNT.sslcommerz.storePassword);
    const forgeries = [
      fields,
      signIpn(fields, 'not-the-store-password'),
      { ...good, amount: '1.00', verify_key: 'amount' },
      { ...good, verify_sign: good.verify_sign!.replace(/^./, (c) => (c === '0' ? '1' : '0')) },
    ];
    for (const forged of forgeries) {
      const ipn = await fetch(`${t.url}/api/payments/sslcommerz/ipn`, form(forged));
      expect(ipn.status).toBe(400);
    }
    expect((await orderOf(orderId)).status).toBe('pending');
    expect(await settlementsOf(orderId)).toHaveLength(0);
    expect(
      await t.ctx.db.select().from(paymentOrderEvents).where(eq(paymentOrderEvents.orderId, orderId)),
    ).toHaveLength(1);
    expect((await fetch(`${t.url}/api/payments/sslcommerz/ipn`, form(good))).status).toBe(200);
    expect((await orderOf(orderId)).status).toBe('paid');
    expect(await settlementsOf(orderId)).toHaveLength(1);
  });

  it('a val_id of another order cannot pay this one (refused, noted); a risky payment is held', async () => {
    const mine = await start(student, 'sslcommerz');
    const theirs = await start(other, 'sslcommerz');
    await pressOnPage(theirs.redirectUrl, 'pay', 'no-callback');
    const forged = {
      tran_id: (await orderOf(mine.orderId)).invoice,
      val_id: await valIdOf(theirs.orderId),
      status: 'VALID',
    };
    await fetch(`${t.url}/api/payments/sslcommerz/ipn`, signed(forged));
    expect((await orderOf(mine.orderId)).status).toBe('pending');
    const [refusal] = await t.ctx.db
      .select()
      .from(paymentOrderEvents)
      .where(eq(paymentOrderEvents.orderId, mine.orderId))
      .orderBy(paymentOrderEvents.createdAt)
      .offset(1);
    expect(refusal?.detail).toMatchObject({ refused: expect.stringContaining('invoice') });

    const risky = await start(student, 'sslcommerz');
    const back = await pressOnPage(risky.redirectUrl, 'pay', 'risky');
    expect(back.status).toBe(307);
    expect(await orderOf(risky.orderId)).toMatchObject({
      status: 'held',
      reason: expect.stringContaining('risky'),
    });
    expect(await settlementsOf(risky.orderId)).toHaveLength(0);
  });

  it('Cancel posts to cancel_url and the order is cancelled', async () => {
    const { orderId, redirectUrl } = await start(student, 'sslcommerz');
    const tranId = (await orderOf(orderId)).invoice;
    const back = await pressOnPage(redirectUrl, 'cancel', undefined, {
      tran_id: tranId,
      status: 'CANCELLED',
    });
    expect(await follow(back.headers.get('location'), form({ tran_id: tranId, status: 'CANCELLED' }))).toBe(
      `/payments/result?order=${orderId}&status=cancelled`,
    );
  });

  it('a payment made after a forged cancel closed the order is held for review, not lost', async () => {
    const { orderId, redirectUrl } = await start(student, 'sslcommerz');
    const tranId = (await orderOf(orderId)).invoice;
    expect(await follow('/api/payments/sslcommerz/return/cancel', form({ tran_id: tranId }))).toBe(
      `/payments/result?order=${orderId}&status=cancelled`,
    );
    // The payer was still on the gateway's page, and pays: the IPN reaches a cancelled order.
    await pressOnPage(redirectUrl, 'pay');
    expect(await orderOf(orderId)).toMatchObject({
      status: 'held',
      reason: expect.stringContaining('closed as cancelled'),
    });
    expect(await settlementsOf(orderId)).toHaveLength(0);
  });

  it('an IPN or return for an unknown tran_id changes nothing', async () => {
    const ipn = await fetch(
      `${t.url}/api/payments/sslcommerz/ipn`,
      signed({ tran_id: 'INV-NOPE', val_id: 'X', status: 'VALID' }),
    );
    expect(ipn.status).toBe(200);
    expect(await follow('/api/payments/sslcommerz/return/success', form({ tran_id: 'INV-NOPE' }))).toBe(
      '/payments/result?status=unknown',
    );
  });
});

describe('one due, two payments', () => {
  it('two orders of the same due paid at once: the due is paid once, the second payment is credit', async () => {
    const payer = await makeStudent();
    const first = await start(payer, 'bkash');
    const second = await start(payer, 'sslcommerz', first);
    expect(second.amountPaisa).toBe(DUE_PAISA);
    const callback = (await pressOnPage(first.redirectUrl, 'pay')).headers.get('location');
    await pressOnPage(second.redirectUrl, 'pay', 'no-callback');
    const fields = {
      tran_id: (await orderOf(second.orderId)).invoice,
      val_id: await valIdOf(second.orderId),
      status: 'VALID',
    };
    const [bkash, ssl] = await Promise.all([
      follow(callback),
      follow('/api/payments/sslcommerz/return/success', form(fields)),
    ]);
    expect([bkash, ssl]).toEqual([
      `/payments/result?order=${first.orderId}&status=paid`,
      `/payments/result?order=${second.orderId}&status=paid`,
    ]);
    const fees = await feesOf(payer);
    expect(fees.dues).toEqual([expect.objectContaining({ paidPaisa: DUE_PAISA, openPaisa: 0 })]);
    expect(fees.receipts).toHaveLength(2);
    expect(fees.receipts.map((r) => r.creditPaisa).sort()).toEqual([0, DUE_PAISA]);
    expect(fees.creditPaisa).toBe(DUE_PAISA);
  });

  it('a due paid at the counter meanwhile leaves the gateway payment as credit', async () => {
    const payer = await makeStudent();
    const { orderId, redirectUrl, dueId } = await start(payer, 'bkash');
    await recordPayment(t.ctx, {
      studentId: payer.id,
      dueId,
      amountPaisa: DUE_PAISA,
      method: 'cash',
      reference: `counter:${orderId}`,
    });
    await follow((await pressOnPage(redirectUrl, 'pay')).headers.get('location'));
    expect((await orderOf(orderId)).status).toBe('paid');
    const [recorded] = await settlementsOf(orderId);
    expect(recorded).toMatchObject({ amountPaisa: DUE_PAISA, creditPaisa: DUE_PAISA });
    expect((await feesOf(payer)).creditPaisa).toBe(DUE_PAISA);
  });
});

describe('reconciliation', () => {
  it('settles a payment whose return and IPN never came, once the order is N minutes old', async () => {
    const { orderId, redirectUrl } = await start(student, 'sslcommerz');
    await pressOnPage(redirectUrl, 'pay', 'no-callback');
    await reconcilePayments(t.ctx);
    expect((await orderOf(orderId)).status).toBe('pending');
    t.clock.advance(11 * 60_000);
    await reconcilePayments(t.ctx);
    const order = await orderOf(orderId);
    expect(order.status).toBe('paid');
    expect(await settlementsOf(orderId)).toHaveLength(1);
    expect(await owedOn(student, order.courseId ?? '')).toBe(0);
    expect((await feesOf(student)).receipts.find((r) => r.courseId === order.courseId)).toMatchObject({
      serial: expect.stringMatching(/\d/),
      method: 'sslcommerz',
      gatewayTrxId: order.gatewayTrxId,
    });
  });

  it('closes as failed a payment the payer never made, a day on', async () => {
    const { orderId } = await start(student, 'bkash');
    t.clock.advance(11 * 60_000);
    await reconcilePayments(t.ctx);
    expect((await orderOf(orderId)).status).toBe('pending');
    t.clock.advance(24 * 3_600_000);
    await reconcilePayments(t.ctx);
    expect(await orderOf(orderId)).toMatchObject({
      status: 'failed',
      reason: expect.stringContaining('day'),
    });
  });

  it('runs as one queue job a minute, however often it is offered', async () => {
    const { orderId, redirectUrl } = await start(student, 'sslcommerz');
    await pressOnPage(redirectUrl, 'pay', 'no-callback');
    t.clock.advance(11 * 60_000);
    const runs: unknown[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void runs.push(JSON.parse(line)) });
    // Two nodes' timers firing in the same minute offer the same job.
    await reconciliationTick(t.ctx, log)();
    await reconciliationTick(t.ctx, log)();
    await vi.waitFor(async () => expect((await orderOf(orderId)).status).toBe('paid'), { timeout: 15_000 });
    expect(runs.filter((line) => (line as { msg?: string }).msg === 'payments reconciled')).toHaveLength(1);
  });
});

describe('students and the office', () => {
  it("another student's order is not theirs to see, nor to pay as theirs", async () => {
    const theirs = await start(other, 'bkash');
    const seen = await callAs(
      t.app,
      paymentRoutes.getPayment,
      { params: { orderId: theirs.orderId } },
      student.session,
    );
    expect(seen.status).toBe(404);
    // Naming the other student's due pays nothing.
    const named = await callAs(
      t.app,
      paymentRoutes.startPayment,
      {
        body: { provider: 'bkash', courseId: theirs.courseId, dueRef: theirs.dueId },
      },
      student.session,
    );
    expect(named.status).toBe(409);
    // Their callback (anyone may send it) settles their order for them: their due drops, nobody else's.
    const mine = await courseWithDue(t, student.id);
    const callback = (await pressOnPage(theirs.redirectUrl, 'pay')).headers.get('location');
    await follow(callback);
    const [settled] = await settlementsOf(theirs.orderId);
    expect(settled?.studentId).toBe(other.id);
    expect(await owedOn(other, theirs.courseId)).toBe(0);
    expect(await owedOn(student, mine.courseId)).toBe(DUE_PAISA);
    expect((await feesOf(student)).receipts.some((r) => r.courseId === theirs.courseId)).toBe(false);
  });

  it("the original client's calls start a real payment at the due's amount, for the session's student", async () => {
    // A plan of three dues (500 admission, 1,500 now, 1,500 in 30 days): the course's due now is the
    // two fallen due; the instalment a month ahead waits for its day.
    const { courseId } = await courseWithDue(t, student.id, {
      admissionFeePaisa: 50_000,
      courseFeePaisa: 300_000,
      instalments: [{ dueAfterDays: 0 }, { dueAfterDays: 30 }],
    });
    const dueCall = () =>
      callAs(
        t.app,
        admissionRoutes.due,
        { body: { student: student.id, course: courseId } },
        student.session,
      );
    expect((await dueCall()).body.data).toMatchObject({ due_amount: 2000 });
    const body = {
      amount: 1,
      discount: 0,
      init: false,
      paymentType: 'full',
      student: other.id,
      selectedCourse: courseId,
    };
    const ssl = await callAs(t.app, admissionRoutes.payBySslcommerz, { body }, student.session);
    expect(ssl.status).toBe(200);
    expect(ssl.body).toMatchObject({
      status: '200',
      data: expect.stringContaining('/payment-simulator/sslcommerz/pay/'),
    });
    const bkash = await callAs(t.app, admissionRoutes.payByBkash, { body }, student.session);
    expect(bkash.body.data.data.bkashURL).toContain('/payment-simulator/bkash/pay/');
    const order = await orderOf(bkash.body.data.data.paymentID);
    expect(order).toMatchObject({ studentId: student.id, amountPaisa: 200_000 });
    // Paid, it pays those two; the next instalment is what the course's Pay pays now.
    await follow((await pressOnPage(bkash.body.data.data.bkashURL, 'pay')).headers.get('location'));
    expect(await owedOn(student, courseId)).toBe(150_000);
    expect((await dueCall()).body.data).toMatchObject({ due_amount: 1500 });
    const nothing = await callAs(
      t.app,
      admissionRoutes.payByBkash,
      { body: { ...body, selectedCourse: 'x' } },
      student.session,
    );
    expect(nothing.status).toBe(409);
  });

  it('refuses bad input with 400 and a gateway that is away with 502 (the order kept as failed)', async () => {
    const bad = await callAs(
      t.app,
      paymentRoutes.startPayment,
      { body: { provider: 'paypal' as 'bkash' } },
      student.session,
    );
    expect(bad.status).toBe(400);
    const url = t.ctx.config.PUBLIC_URL;
    t.ctx.config.PUBLIC_URL = 'http://127.0.0.1:9';
    try {
      const { courseId } = await courseWithDue(t, student.id);
      const down = await callAs(
        t.app,
        paymentRoutes.startPayment,
        { body: { provider: 'sslcommerz', courseId } },
        student.session,
      );
      expect(down.status).toBe(502);
      const [failed] = await t.ctx.db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.courseId, courseId));
      expect(failed).toMatchObject({ status: 'failed', reason: expect.stringContaining('session') });
      expect(down.body.errors.title).toBe('Payment gateway unavailable');
    } finally {
      t.ctx.config.PUBLIC_URL = url;
    }
  });

  it('only the office sees payment orders (admin, accountant): a teacher and a student are refused', async () => {
    const admin = await staffSession(t.app, ['admin']);
    const accountant = await staffSession(t.app, ['accountant']);
    expect((await callAs(t.app, paymentRoutes.staffPayments, {}, accountant)).status).toBe(200);
    const teacher = await staffSession(t.app, ['mentor']);
    const list = await callAs(t.app, paymentRoutes.staffPayments, {}, admin);
    expect(list.status).toBe(200);
    const statuses = new Set((list.body.data as { status: string }[]).map((r) => r.status));
    expect([...statuses].every((s) => ['pending', 'failed', 'held'].includes(s))).toBe(true);
    expect(statuses.has('held')).toBe(true);
    const paid = await callAs(t.app, paymentRoutes.staffPayments, { query: { status: 'paid' } }, admin);
    expect(paid.body.data.length).toBeGreaterThan(0);
    expect(paid.body.data[0]).toMatchObject({ status: 'paid', studentName: 'Test Student' });
    expect((await callAs(t.app, paymentRoutes.staffPayments, {}, teacher)).status).toBe(403);
    expect((await callAs(t.app, paymentRoutes.staffPayments, {}, student.session)).status).toBe(403);
    expect(
      (await callAs(t.app, paymentRoutes.startPayment, { body: { provider: 'bkash' } }, teacher)).status,
    ).toBe(403);
  });
});
