import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { feeSettings } from '../../db/schema';

/** The fee settings row; undefined until staff save one. */
export async function findFeeSettings(db: Queryable) {
  const [row] = await db.select().from(feeSettings).where(eq(feeSettings.id, 'default'));
  return row;
}

/** Saves the hold policy. */
export async function saveHoldPolicy(
  db: Queryable,
  p: { enabled: boolean; overdueDays: number; message: string; messageBn: string },
  at: Date,
) {
  const values = {
    holdEnabled: p.enabled,
    holdOverdueDays: p.overdueDays,
    holdMessage: p.message,
    holdMessageBn: p.messageBn,
    updatedAt: at,
  };
  await db
    .insert(feeSettings)
    .values({ id: 'default', ...values })
    .onConflictDoUpdate({ target: feeSettings.id, set: values });
}
