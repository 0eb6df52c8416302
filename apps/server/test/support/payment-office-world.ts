import { auditRoutes, paymentRoutes } from '@lms/domain/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { paymentOrders } from '../../src/db/schema';
import { auditWritesSettled } from '../../src/modules/audit/record-write';
import { courseWithDue } from '../fees-fixtures';
import { callAs } from './call-route';
import { newPhone, registeredStudent, signIn, staffSession } from './factories';
import { type ListeningApp, listeningApp, pressOnPage } from './payment-world';

/** The office's side of online payments: one listening app per test file, and its staff. */
export interface OfficeWorld {
  t: ListeningApp;
  admin: string;
  accountant: string;
  /** A mentor: staff who see no money. */
  teacher: string;
}

/** Starts the file's app (with the simulator) and its staff before the tests; closes it after. */
export function officeWorld(): OfficeWorld {
  const world = {} as OfficeWorld;
  beforeAll(async () => {
    world.t = await listeningApp();
    [world.admin, world.accountant, world.teacher] = await Promise.all([
      staffSession(world.t.app, ['admin']),
      staffSession(world.t.app, ['accountant']),
      staffSession(world.t.app, ['mentor']),
    ]);
  });
  afterAll(async () => {
    await world.t.close();
  });
  return world;
}

/** A new student owing 1,500 taka on a course of their own. */
export async function payer(t: ListeningApp) {
  const phone = newPhone();
  const id = await registeredStudent(t.ctx, phone);
  const due = await courseWithDue(t, id);
  return { id, session: await signIn(t.app, phone), ...due };
}

/** The order row as stored. */
export async function orderRow(t: ListeningApp, orderId: string) {
  const [order] = await t.ctx.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
  return order!;
}

/**
 * A held order of a new payer: bKash with the simulator's tampered amount (the payer is charged 1.00
 * taka), or SSLCommerz marked risky (the whole amount taken).
 */
export async function heldOrder(
  t: ListeningApp,
  provider: 'bkash' | 'sslcommerz' = 'bkash',
  payerOf?: Awaited<ReturnType<typeof payer>>,
) {
  const who = payerOf ?? (await payer(t));
  const res = await callAs(
    t.app,
    paymentRoutes.startPayment,
    { body: { provider, courseId: who.courseId, dueRef: who.dueId } },
    who.session,
  );
  expect(res.status).toBe(200);
  const { orderId, redirectUrl } = res.body.data as { orderId: string; redirectUrl: string };
  const pressed = await pressOnPage(redirectUrl, 'pay', provider === 'bkash' ? 'tamper-amount' : 'risky');
  // bKash sends the payer back to our callback; SSLCommerz has posted its IPN before answering.
  if (provider === 'bkash')
    await fetch(new URL(String(pressed.headers.get('location')), t.url), { redirect: 'manual' });
  const order = await orderRow(t, orderId);
  expect(order.status).toBe('held');
  return { who, order };
}

/** The audit log's entries of `action` on one order (the admin reads the payments section). */
export async function auditedOrder(world: OfficeWorld, action: string, orderId: string) {
  await auditWritesSettled(world.t.ctx);
  const audit = await callAs(
    world.t.app,
    auditRoutes.listAudit,
    { query: { section: 'payments' } as never },
    world.admin,
  );
  return audit.body.data.items.filter(
    (i: { action: string; before?: { orderId?: string } }) =>
      i.action === action && i.before?.orderId === orderId,
  ) as { before: unknown; after: unknown }[];
}
