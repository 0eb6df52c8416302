import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { paymentSimulatorPayments, paymentSimulatorTokens } from '../../../db/schema';

/** A payment the simulator holds. */
export type SimulatedPayment = typeof paymentSimulatorPayments.$inferSelect;

/** Stores a new simulated payment. */
export async function insertSimulatedPayment(
  db: Queryable,
  row: typeof paymentSimulatorPayments.$inferInsert,
): Promise<void> {
  await db.insert(paymentSimulatorPayments).values(row);
}

/** A simulated payment of `provider` by its id, or null. */
export async function findSimulatedPayment(
  db: Queryable,
  provider: 'bkash' | 'sslcommerz',
  id: string,
): Promise<SimulatedPayment | null> {
  const [row] = await db
    .select()
    .from(paymentSimulatorPayments)
    .where(and(eq(paymentSimulatorPayments.provider, provider), eq(paymentSimulatorPayments.id, id)));
  return row ?? null;
}

/** The SSLCommerz payment a val_id was issued for, or null. */
export async function findByValId(db: Queryable, valId: string): Promise<SimulatedPayment | null> {
  const [row] = await db
    .select()
    .from(paymentSimulatorPayments)
    .where(eq(paymentSimulatorPayments.valId, valId));
  return row ?? null;
}

/** The SSLCommerz payment of a bank_tran_id, or null. */
export async function findSslByTrxId(db: Queryable, trxId: string): Promise<SimulatedPayment | null> {
  const [row] = await db
    .select()
    .from(paymentSimulatorPayments)
    .where(
      and(eq(paymentSimulatorPayments.provider, 'sslcommerz'), eq(paymentSimulatorPayments.trxId, trxId)),
    );
  return row ?? null;
}

/** The payment a refund id was issued for, or null. */
export async function findByRefundTrxId(
  db: Queryable,
  refundTrxId: string,
): Promise<SimulatedPayment | null> {
  const [row] = await db
    .select()
    .from(paymentSimulatorPayments)
    .where(eq(paymentSimulatorPayments.refundTrxId, refundTrxId));
  return row ?? null;
}

/** Records a payment's refund; false when it was refunded already (the refund happens once). */
export async function recordSimulatedRefund(
  db: Queryable,
  id: string,
  refund: Pick<SimulatedPayment, 'refundedAmount' | 'refundTrxId' | 'refundRef' | 'updatedAt'>,
): Promise<boolean> {
  const moved = await db
    .update(paymentSimulatorPayments)
    .set(refund)
    .where(and(eq(paymentSimulatorPayments.id, id), isNull(paymentSimulatorPayments.refundTrxId)))
    .returning({ id: paymentSimulatorPayments.id });
  return moved.length > 0;
}

/** Every SSLCommerz session opened for a tran_id, newest first. */
export async function listByInvoice(db: Queryable, invoice: string): Promise<SimulatedPayment[]> {
  return db
    .select()
    .from(paymentSimulatorPayments)
    .where(
      and(eq(paymentSimulatorPayments.provider, 'sslcommerz'), eq(paymentSimulatorPayments.invoice, invoice)),
    )
    .orderBy(desc(paymentSimulatorPayments.createdAt));
}

/**
 * Moves a payment from `from` to the given state; false when it was no longer in `from` (a second
 * execute, a second press of Pay): the change happens once.
 */
export async function moveSimulatedPayment(
  db: Queryable,
  id: string,
  from: string,
  change: Partial<Pick<SimulatedPayment, 'status' | 'simulate' | 'trxId' | 'paidAmount' | 'updatedAt'>>,
): Promise<boolean> {
  const moved = await db
    .update(paymentSimulatorPayments)
    .set(change)
    .where(and(eq(paymentSimulatorPayments.id, id), eq(paymentSimulatorPayments.status, from)))
    .returning({ id: paymentSimulatorPayments.id });
  return moved.length > 0;
}

/** Stores a granted token pair. */
export async function insertSimulatorToken(
  db: Queryable,
  row: typeof paymentSimulatorTokens.$inferInsert,
): Promise<void> {
  await db.insert(paymentSimulatorTokens).values(row);
}

/** Whether `idToken` was granted and has not run out at `now`. */
export async function isTokenValid(db: Queryable, idToken: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ expiresAt: paymentSimulatorTokens.expiresAt })
    .from(paymentSimulatorTokens)
    .where(eq(paymentSimulatorTokens.idToken, idToken));
  return Boolean(row && row.expiresAt > now);
}

/** Whether `refreshToken` was granted. */
export async function isRefreshTokenKnown(db: Queryable, refreshToken: string): Promise<boolean> {
  const [row] = await db
    .select({ idToken: paymentSimulatorTokens.idToken })
    .from(paymentSimulatorTokens)
    .where(eq(paymentSimulatorTokens.refreshToken, refreshToken));
  return Boolean(row);
}

/** Drops tokens that ran out a day ago (the table stays small). */
export async function deleteOldTokens(db: Queryable, before: Date): Promise<void> {
  await db.delete(paymentSimulatorTokens).where(lt(paymentSimulatorTokens.expiresAt, before));
}
