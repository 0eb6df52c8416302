import { and, eq, gt, lt, ne, type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { guardians, sessions, staff, students } from '../db/schema';

type PrincipalType = 'student' | 'staff' | 'guardian';

/**
 * The look-up of live sessions by their token hashes (`hashes`: a PostgreSQL array literal of the
 * hex hashes, see `hashArray`) and the time now (ISO): a row for each one found.
 */
export interface SessionLookup {
  execute(input: { hashes: string; now: string }): Promise<SessionLookupRow[]>;
}

/** Token hashes (hex, as `sha256` writes them) as the one array parameter of `SessionLookup`. */
export const hashArray = (hashes: readonly string[]) => `{${hashes.join(',')}}`;

function lookupQuery(db: Db, hashes: Placeholder | string, now: Placeholder | Date) {
  return db
    .select({
      tokenHash: sessions.tokenHash,
      expiresAt: sessions.expiresAt,
      type: sessions.principalType,
      student: {
        id: students.id,
        username: students.username,
        name: students.name,
        sid: students.sid,
        deactivatedAt: students.deactivatedAt,
      },
      staff: { id: staff.id, username: staff.username, name: staff.name, roles: staff.roles },
      guardian: { id: guardians.id, phone: guardians.phone },
    })
    .from(sessions)
    .leftJoin(students, and(eq(sessions.principalType, 'student'), eq(students.id, sessions.principalId)))
    .leftJoin(staff, and(eq(sessions.principalType, 'staff'), eq(staff.id, sessions.principalId)))
    .leftJoin(guardians, and(eq(sessions.principalType, 'guardian'), eq(guardians.id, sessions.principalId)))
    .where(and(sql`${sessions.tokenHash} = ANY(${hashes}::text[])`, gt(sessions.expiresAt, now)));
}

/** A live session found by `SessionLookup`, with its principal's fields. */
export type SessionLookupRow = Awaited<ReturnType<typeof lookupQuery>>[number];

/**
 * The look-up of live sessions by their token hashes, each with whichever principal it belongs to, in
 * one round trip (every request that misses the cache comes through here, in batches): a named
 * prepared statement, or with `named` false a plain query (see DATABASE_PREPARED_STATEMENTS).
 */
export function prepareSessionLookup(db: Db, named = true): SessionLookup {
  if (named)
    return lookupQuery(db, sql.placeholder('hashes'), sql.placeholder('now')).prepare('session_lookup');
  return { execute: async ({ hashes, now }) => lookupQuery(db, hashes, new Date(now)) };
}

/**
 * Stores a new session; with `endOthers`, the principal's other sessions are deleted in the same
 * transaction. Answers the token hashes of the sessions deleted.
 */
export async function insertSession(
  db: Db,
  session: { tokenHash: string; type: PrincipalType; principalId: string; expiresAt: Date },
  endOthers: boolean,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const old = endOthers
      ? await tx
          .delete(sessions)
          .where(and(eq(sessions.principalType, session.type), eq(sessions.principalId, session.principalId)))
          .returning({ tokenHash: sessions.tokenHash })
      : [];
    await tx.insert(sessions).values({
      tokenHash: session.tokenHash,
      principalType: session.type,
      principalId: session.principalId,
      expiresAt: session.expiresAt,
    });
    return old.map((o) => o.tokenHash);
  });
}

/** Moves a session's expiry. */
export async function extendSession(db: Db, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
}

/** Deletes one session. */
export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** The token hashes of a principal's sessions. */
export async function sessionHashesOf(db: Db, type: PrincipalType, principalId: string): Promise<string[]> {
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(and(eq(sessions.principalType, type), eq(sessions.principalId, principalId)));
  return rows.map((r) => r.tokenHash);
}

/** Deletes every session of a principal except `keep`; answers the token hashes deleted. */
export async function deleteSessionsOf(
  db: Db,
  type: PrincipalType,
  principalId: string,
  keep?: string,
): Promise<string[]> {
  const conditions = [eq(sessions.principalType, type), eq(sessions.principalId, principalId)];
  if (keep) conditions.push(ne(sessions.tokenHash, keep));
  const gone = await db
    .delete(sessions)
    .where(and(...conditions))
    .returning({ tokenHash: sessions.tokenHash });
  return gone.map((g) => g.tokenHash);
}

/** Deletes the sessions that expired before `now`. */
export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
