import type { Db } from '../db/client';
import { GroupCommit } from './group-commit';
import {
  deleteExpiredSessions,
  deleteSession,
  deleteSessionsOf,
  extendSession,
  hashArray,
  insertSession,
  prepareSessionLookup,
  type SessionLookupRow,
  sessionHashesOf,
} from './session-repository';
import { randomToken, sha256 } from './tokens';

/** The caller of a request, once the session is checked. */
export type Principal =
  | { type: 'student'; id: string; username: string; name: string; sid: string }
  | { type: 'staff'; id: string; username: string; name: string; roles: string[] }
  | GuardianPrincipal;

/** A student or staff member: whoever may call a `signedIn` route. */
export type AccountPrincipal = Exclude<Principal, { type: 'guardian' }>;

/** A guardian: the number students list as their contact. Never a student nor staff: their routes refuse it. */
export interface GuardianPrincipal {
  type: 'guardian';
  id: string;
  /** The local number (01XXXXXXXXX). */
  phone: string;
}

const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;
// Sessions are looked up on every request; a short cache keeps the hot path (answer saves) off the database.
const CACHE_MS = 10_000;

interface Cached {
  principal: Principal;
  tokenHash: string;
  until: number;
}

// Look-ups sent at once, and the most one statement asks for.
const LOOKUP_CONCURRENCY = 4;
const LOOKUP_BATCH = 200;

// Past this many cached sessions, expired ones are swept before another is added.
const CACHE_SWEEP_AT = 50_000;

/** Told the token hashes of sessions that just ended (sign-out, a newer sign-in, a password reset). */
export type SessionsEndedListener = (tokenHashes: string[]) => void;

/** Opaque sessions stored hashed, 30-day rolling expiry, one live session per student. */
export class SessionStore {
  private readonly endedListeners = new Set<SessionsEndedListener>();
  // Keyed by the token itself, so a cached request does not even hash it (saves are the hot path);
  // `tokenOf` finds the entry of a hash when a session ends.
  private readonly cache = new Map<string, Cached>();
  private readonly tokenOf = new Map<string, string>();
  // Prepared once: every student's first request when an exam opens comes through here. The look-ups
  // of one event-loop turn go as one statement: on exam day each of 20,000 students answering every
  // few seconds is looked up again as their entry ages, and one by one those look-ups were about
  // two thirds of the statements the server sent (bench/RESULTS.md, session 40).
  private readonly lookups;
  /** The look-ups under way, by token hash. */
  private readonly looking = new Map<string, Promise<SessionLookupRow | undefined>>();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    namedStatements = true,
  ) {
    const lookup = prepareSessionLookup(db, namedStatements);
    this.lookups = new GroupCommit<string, SessionLookupRow | undefined>({
      concurrency: LOOKUP_CONCURRENCY,
      maxBatch: LOOKUP_BATCH,
      write: async (batch) => {
        const hashes = batch.map((job) => job.item);
        const rows = await lookup.execute({ hashes: hashArray(hashes), now: this.now().toISOString() });
        const byHash = new Map(rows.map((row) => [row.tokenHash, row]));
        return hashes.map((hash) => byHash.get(hash));
      },
    });
  }

  /**
   * Calls `listener` with the token hashes of every session this store ends (the realtime server
   * disconnects their sockets). Returns the function that stops it.
   */
  onEnded(listener: SessionsEndedListener): () => void {
    this.endedListeners.add(listener);
    return () => this.endedListeners.delete(listener);
  }

  private ended(tokenHashes: string[]): void {
    if (tokenHashes.length === 0) return;
    for (const listener of this.endedListeners) listener(tokenHashes);
  }

  /** Starts a session and returns its token. A student's other sessions end (no account sharing). */
  async create(type: Principal['type'], principalId: string): Promise<string> {
    const token = randomToken();
    const tokenHash = sha256(token);
    const now = this.now();
    const ended = await insertSession(
      this.db,
      { tokenHash, type, principalId, expiresAt: new Date(now.getTime() + SESSION_DAYS * DAY_MS) },
      type === 'student',
    );
    for (const old of ended) this.forgetCached(old);
    this.ended(ended);
    return token;
  }

  /** The principal behind a token, or null when the session is unknown or over. Extends the expiry. */
  async resolve(token: string): Promise<{ principal: Principal; tokenHash: string } | null> {
    const found = await this.check(token);
    return found && 'principal' in found ? found : null;
  }

  /**
   * Like `resolve`, but tells a session closed by the student's deactivation (`{ deactivated: true }`)
   * from one that is unknown or over (null), so the refusal can say why.
   */
  async check(
    token: string,
  ): Promise<{ principal: Principal; tokenHash: string } | { deactivated: true } | null> {
    const nowMs = this.now().getTime();
    const hit = this.cache.get(token);
    if (hit && hit.until > nowMs) return { principal: hit.principal, tokenHash: hit.tokenHash };
    const tokenHash = sha256(token);
    // One round trip (shared with the other look-ups of this turn): the session with its principal. A
    // page's calls made together miss the cache together: they wait for the one look-up under way.
    let looking = this.looking.get(tokenHash);
    if (!looking) {
      looking = this.lookups.add(tokenHash, tokenHash).finally(() => this.looking.delete(tokenHash));
      this.looking.set(tokenHash, looking);
    }
    const row = await looking;
    if (!row) return null;
    if (row.type === 'student' && row.student?.deactivatedAt) return { deactivated: true };
    const principal: Principal | null =
      row.type === 'student' && row.student
        ? {
            type: 'student',
            id: row.student.id,
            username: row.student.username,
            name: row.student.name,
            sid: row.student.sid,
          }
        : row.type === 'staff' && row.staff
          ? { type: 'staff', ...row.staff }
          : row.type === 'guardian' && row.guardian
            ? { type: 'guardian', ...row.guardian }
            : null;
    if (!principal) return null;
    if (row.expiresAt.getTime() - nowMs < (SESSION_DAYS - 1) * DAY_MS) {
      await extendSession(this.db, tokenHash, new Date(nowMs + SESSION_DAYS * DAY_MS));
    }
    if (this.cache.size >= CACHE_SWEEP_AT) this.sweep(nowMs);
    this.cache.set(token, { principal, tokenHash, until: nowMs + CACHE_MS });
    this.tokenOf.set(tokenHash, token);
    return { principal, tokenHash };
  }

  /** Drops a session from this node's cache (another node ended it); the next request looks it up. */
  forgetCached(tokenHash: string): void {
    const token = this.tokenOf.get(tokenHash);
    if (token === undefined) return;
    this.cache.delete(token);
    this.tokenOf.delete(tokenHash);
  }

  private sweep(nowMs: number): void {
    for (const [token, entry] of this.cache) {
      if (entry.until > nowMs) continue;
      this.cache.delete(token);
      this.tokenOf.delete(entry.tokenHash);
    }
  }

  /** Ends one session. */
  async end(tokenHash: string): Promise<void> {
    this.forgetCached(tokenHash);
    await deleteSession(this.db, tokenHash);
    // Told even when no row was there: another node may hold a socket of a session already gone here.
    this.ended([tokenHash]);
  }

  /** Ends every session of a principal except `keep` (after a password reset). */
  async endAllFor(type: Principal['type'], principalId: string, keep?: string): Promise<void> {
    const gone = await deleteSessionsOf(this.db, type, principalId, keep);
    for (const tokenHash of gone) this.forgetCached(tokenHash);
    this.ended(gone);
  }

  /**
   * Closes every session of a principal without deleting it: the look-up refuses it from now on (a
   * deactivated student's), and keeping the row lets that refusal say why. Sockets are disconnected
   * and every node's cache forgets them, as when sessions end.
   */
  async closeAllFor(type: Principal['type'], principalId: string): Promise<void> {
    const closed = await sessionHashesOf(this.db, type, principalId);
    for (const tokenHash of closed) this.forgetCached(tokenHash);
    this.ended(closed);
  }

  /** Deletes expired sessions (housekeeping). */
  async purgeExpired(): Promise<void> {
    await deleteExpiredSessions(this.db, this.now());
  }
}
