import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { paymentOrderEvents, paymentOrders, students } from '../../db/schema';

/** A payment order as stored. */
export type PaymentOrder = typeof paymentOrders.$inferSelect;
/** What changes when an order moves. */
export type OrderChange = Partial<
  Pick<
    PaymentOrder,
    | 'status'
    | 'gatewayRef'
    | 'gatewayTrxId'
    | 'reason'
    | 'settledAt'
    | 'updatedAt'
    | 'refundStartedAt'
    | 'refundRef'
  >
>;

/** Stores a new order. */
export async function insertOrder(
  db: Queryable,
  row: typeof paymentOrders.$inferInsert,
): Promise<PaymentOrder> {
  const [order] = await db.insert(paymentOrders).values(row).returning();
  if (!order) throw new Error('order not stored');
  return order;
}

/** An order by id, or null. */
export async function findOrder(db: Queryable, orderId: string): Promise<PaymentOrder | null> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
  return row ?? null;
}

/** An order by its invoice (SSLCommerz's tran_id), or null. */
export async function findOrderByInvoice(db: Queryable, invoice: string): Promise<PaymentOrder | null> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.invoice, invoice));
  return row ?? null;
}

/** An order by the gateway's id of it (bKash's paymentID), or null. */
export async function findOrderByGatewayRef(
  db: Queryable,
  provider: 'bkash' | 'sslcommerz',
  gatewayRef: string,
): Promise<PaymentOrder | null> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.provider, provider), eq(paymentOrders.gatewayRef, gatewayRef)));
  return row ?? null;
}

/** The order, its row locked until `tx` ends: whoever settles it next waits and then sees the result. */
export async function lockOrder(tx: Tx, orderId: string): Promise<PaymentOrder | null> {
  const [row] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)).for('update');
  return row ?? null;
}

/** Changes an order. */
export async function updateOrder(db: Queryable, orderId: string, change: OrderChange): Promise<void> {
  await db.update(paymentOrders).set(change).where(eq(paymentOrders.id, orderId));
}

/** Records what happened to an order (its status before and after, what came). */
export async function insertOrderEvent(
  db: Queryable,
  row: typeof paymentOrderEvents.$inferInsert,
): Promise<void> {
  await db.insert(paymentOrderEvents).values(row);
}

/** An order's events, oldest first. */
export async function listOrderEvents(db: Queryable, orderId: string) {
  return db
    .select()
    .from(paymentOrderEvents)
    .where(eq(paymentOrderEvents.orderId, orderId))
    .orderBy(paymentOrderEvents.createdAt);
}

/** The name and phone (username) of a student, for the gateway's page. */
export async function findPayer(db: Queryable, studentId: string) {
  const [row] = await db
    .select({ name: students.name, username: students.username })
    .from(students)
    .where(eq(students.id, studentId));
  return row ?? null;
}

/** Pending orders created before `before`, oldest first (reconciliation). */
export async function listStalePending(db: Queryable, before: Date, limit: number): Promise<PaymentOrder[]> {
  return db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.status, 'pending'), lt(paymentOrders.createdAt, before)))
    .orderBy(paymentOrders.createdAt)
    .limit(limit);
}

/** Orders in `statuses` with their students, newest first, created before `before` when given. */
export async function listOrdersWithStudents(
  db: Queryable,
  filter: {
    statuses?: PaymentOrder['status'][];
    orderId?: string;
    before?: Date | undefined;
    limit: number;
  },
) {
  return db
    .select({ order: paymentOrders, studentName: students.name, sid: students.sid })
    .from(paymentOrders)
    .innerJoin(students, eq(students.id, paymentOrders.studentId))
    .where(
      and(
        filter.statuses ? inArray(paymentOrders.status, filter.statuses) : undefined,
        filter.orderId ? eq(paymentOrders.id, filter.orderId) : undefined,
        filter.before ? lt(paymentOrders.createdAt, filter.before) : undefined,
      ),
    )
    .orderBy(desc(paymentOrders.createdAt))
    .limit(filter.limit);
}
