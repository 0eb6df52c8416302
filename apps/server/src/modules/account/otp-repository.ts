import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpCodes, students } from '../../db/schema';

/** The purpose of a one-time code. */
export type OtpPurpose = 'register' | 'forgotPassword' | 'guardianSignIn';

/** A new code to store. */
export interface NewOtp {
  id: string;
  phone: string;
  purpose: OtpPurpose;
  codeHash: string;
  expiresAt: Date;
  createdAt: Date;
  /** Sent by staff with a password reset. */
  fromStaff?: boolean;
}

/**
 * Stores a new code unless one was made for the number and purpose less than `resendSeconds` ago, and
 * then returns that one's time; with `openOnly`, a code already used does not count. A
 * transaction-scoped advisory lock per number and purpose makes the check and the insert one step, so
 * requests arriving together make one code.
 */
export async function insertOtpUnlessRecent(
  db: Db,
  row: NewOtp,
  resendSeconds: number,
  openOnly = false,
): Promise<{ inserted: true } | { inserted: false; latestAt: Date }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${row.purpose}:${row.phone}`}))`);
    const [latest] = await tx
      .select({ createdAt: otpCodes.createdAt })
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.phone, row.phone),
          eq(otpCodes.purpose, row.purpose),
          openOnly ? isNull(otpCodes.consumedAt) : undefined,
        ),
      )
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    if (latest && row.createdAt.getTime() - latest.createdAt.getTime() < resendSeconds * 1000) {
      return { inserted: false, latestAt: latest.createdAt };
    }
    await tx.insert(otpCodes).values(row);
    return { inserted: true };
  });
}

/** Voids the other open codes of the number and purpose of `row` (a newer one was sent). */
export async function voidOlderOtps(db: Db, row: NewOtp): Promise<void> {
  await db
    .update(otpCodes)
    .set({ consumedAt: row.createdAt })
    .where(
      and(
        eq(otpCodes.phone, row.phone),
        eq(otpCodes.purpose, row.purpose),
        isNull(otpCodes.consumedAt),
        ne(otpCodes.id, row.id),
      ),
    );
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

/**
 * Uses up one of a code's tries in a single conditional UPDATE and returns how many are now used, or
 * null when none is left (or the code is spent). Every check of a code, right or wrong, takes a try
 * first, so guesses arriving together cannot all be checked against the same unspent count.
 */
export async function claimOtpTry(db: Db, id: string, maxTries: number): Promise<number | null> {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, id), lt(otpCodes.attempts, maxTries), isNull(otpCodes.consumedAt)))
    .returning({ attempts: otpCodes.attempts });
  return row?.attempts ?? null;
}

/**
 * Uses up a code and sets the student's password, in one transaction: false (nothing changed) when the
 * code was used up meanwhile, so one code sets a password once.
 */
export async function consumeOtpAndSetPassword(
  db: Db,
  input: { otpId: string; studentId: string; passwordHash: string; registeredAt: Date; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(otpCodes)
      .set({ consumedAt: input.now })
      .where(and(eq(otpCodes.id, input.otpId), isNull(otpCodes.consumedAt)))
      .returning({ id: otpCodes.id });
    if (claimed.length === 0) return false;
    await tx
      .update(students)
      .set({ passwordHash: input.passwordHash, registeredAt: input.registeredAt })
      .where(eq(students.id, input.studentId));
    return true;
  });
}

/** Uses up a code; false when it was used up meanwhile (one code signs in once). */
export async function consumeOtp(db: Db, otpId: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, otpId), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return claimed.length > 0;
}

/**
 * Hands the live code staff sent to the number (with a password reset) to the student's own code
 * request, once: the challenge id it answers, or null when there is none.
 */
export async function takeStaffOtp(db: Db, phone: string, purpose: OtpPurpose, now: Date) {
  const [row] = await db
    .update(otpCodes)
    .set({ fromStaff: false })
    .where(
      and(
        eq(otpCodes.phone, phone),
        eq(otpCodes.purpose, purpose),
        eq(otpCodes.fromStaff, true),
        isNull(otpCodes.consumedAt),
        gt(otpCodes.expiresAt, now),
      ),
    )
    .returning({ id: otpCodes.id });
  return row?.id ?? null;
}
