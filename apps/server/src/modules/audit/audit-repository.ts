import { and, arrayOverlaps, count, desc, eq, gte, inArray, lte, max, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

/** A row of the audit log as written. */
export type AuditRow = typeof auditLog.$inferInsert;

/** Writes one entry of the audit log. */
export async function insertAuditEntry(db: Db, row: AuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

/** What an audit search filters on; the staff member by id or by username. */
export interface AuditSearch {
  staffId?: string;
  username?: string;
  section?: string;
  from?: Date;
  to?: Date;
  /** Route names: the writes of one action kind. */
  actions?: string[];
  /** Record ids: the writes that touched one of them (none matches an empty list). */
  targetIds?: string[];
  limit: number;
  offset: number;
}

function filtersOf(q: AuditSearch): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (q.staffId && q.username)
    conditions.push(or(eq(auditLog.staffId, q.staffId), eq(auditLog.username, q.username)));
  else if (q.staffId) conditions.push(eq(auditLog.staffId, q.staffId));
  else if (q.username) conditions.push(eq(auditLog.username, q.username));
  if (q.section) conditions.push(eq(auditLog.section, q.section));
  if (q.from) conditions.push(gte(auditLog.createdAt, q.from));
  if (q.to) conditions.push(lte(auditLog.createdAt, q.to));
  if (q.actions) conditions.push(inArray(auditLog.action, q.actions));
  if (q.targetIds)
    conditions.push(q.targetIds.length ? arrayOverlaps(auditLog.targetIds, q.targetIds) : sql`false`);
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of the matching entries, newest first, and how many match in all. */
export async function searchAudit(db: Db, q: AuditSearch) {
  const where = filtersOf(q);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      // The id breaks ties, so pages never overlap or skip an entry.
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Everyone with an entry in the log, by username, with their id (null once the account is gone). */
export async function findAuditPeople(db: Db) {
  const rows = await db
    .select({
      username: auditLog.username,
      // uuid has no max(): its text does.
      staffId: sql<string | null>`max(${auditLog.staffId}::text)`,
      name: max(auditLog.name),
    })
    .from(auditLog)
    .groupBy(auditLog.username)
    .orderBy(auditLog.username);
  return rows.map((r) => ({ username: r.username, staffId: r.staffId ?? null, name: r.name ?? r.username }));
}
