import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpCodes } from '../../db/schema';

/** The purpose of a one-time code. */
export type OtpPurpose = 'register' | 'forgotPassword';

/** The newest code sent to a number for a purpose, if any. */
export async function findLatestOtp(db: Db, phone: string, purpose: OtpPurpose) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, purpose)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row;
}

/** Voids the open codes of a number and stores a new one. */
export async function replaceOtp(
  db: Db,
  row: { id: string; phone: string; purpose: OtpPurpose; codeHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ consumedAt: row.createdAt })
      .where(
        and(eq(otpCodes.phone, row.phone), eq(otpCodes.purpose, row.purpose), isNull(otpCodes.consumedAt)),
      );
    await tx.insert(otpCodes).values(row);
  });
}

/** Removes a code (it could not be sent). */
export async function deleteOtp(db: Db, id: string): Promise<void> {
  await db.delete(otpCodes).where(eq(otpCodes.id, id));
}

/** The code behind a challenge id, for a number and purpose. */
export async function findOtp(db: Db, id: string, phone: string, purpose: OtpPurpose) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.id, id), eq(otpCodes.phone, phone), eq(otpCodes.purpose, purpose)));
  return row;
}

/** Counts one wrong try and returns the new count (atomic, so parallel guesses all count). */
export async function countWrongTry(db: Db, id: string): Promise<number> {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(eq(otpCodes.id, id))
    .returning({ attempts: otpCodes.attempts });
  return row?.attempts ?? Number.POSITIVE_INFINITY;
}
