import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { otpCodes } from '../db/schema';

/** Deletes the one-time codes sent before `before`. */
export async function deleteOtpCodesBefore(db: Db, before: Date): Promise<void> {
  await db.delete(otpCodes).where(lt(otpCodes.createdAt, before));
}
