import { and, asc, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/contains-pattern';
import { staff } from '../../db/schema';

/** Inserts a staff account; undefined when the username is taken. */
export async function insertStaff(
  db: Db,
  values: { username: string; name: string; passwordHash: string; roles: string[] },
) {
  const [row] = await db.insert(staff).values(values).onConflictDoNothing().returning();
  return row;
}

/** How many staff accounts there are. */
export async function countStaff(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(staff);
  return row?.n ?? 0;
}

const staffSortColumns = { name: staff.name, username: staff.username, createdAt: staff.createdAt } as const;

/** The columns of a staff account as the accounts list shows it. */
const accountColumns = {
  id: staff.id,
  username: staff.username,
  name: staff.name,
  roles: staff.roles,
  active: staff.active,
  createdAt: staff.createdAt,
};

/** One page of staff accounts matching the search, in the asked order, and how many match in all. */
export async function searchStaff(db: Db, q: StaffListFilter) {
  const conditions: (SQL | undefined)[] = [];
  if (q.search) {
    const like = containsPattern(q.search);
    conditions.push(or(ilike(staff.name, like), ilike(staff.username, like)));
  }
  if (q.role) conditions.push(sql`${q.role} = any(${staff.roles})`);
  if (q.active) conditions.push(eq(staff.active, q.active === 'true'));
  const where = conditions.length ? and(...conditions) : undefined;
  const direction = q.order === 'desc' ? desc : asc;
  const [rows, [count]] = await Promise.all([
    db
      .select(accountColumns)
      .from(staff)
      .where(where)
      .orderBy(direction(staffSortColumns[q.sort]), asc(staff.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(staff).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** The filters, order and page of a staff search. */
export interface StaffListFilter {
  search?: string | undefined;
  role?: string | undefined;
  active?: 'true' | 'false' | undefined;
  sort: keyof typeof staffSortColumns;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** One staff account, or undefined. */
export async function findStaffAccount(db: Db, staffId: string) {
  const [row] = await db.select(accountColumns).from(staff).where(eq(staff.id, staffId));
  return row;
}

/** A staff account by its (lower-case) username, with its password hash, for sign-in; or undefined. */
export async function findStaffForSignIn(db: Db, username: string) {
  const [row] = await db.select().from(staff).where(eq(staff.username, username));
  return row;
}

/** A staff account's password hash, for checking the current password; undefined when there is none. */
export async function findStaffPasswordHash(db: Db, staffId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ passwordHash: staff.passwordHash })
    .from(staff)
    .where(eq(staff.id, staffId));
  return row?.passwordHash ?? undefined;
}

/** Changes a staff account's name, roles or status; undefined when there is no such account. */
export async function updateStaffRow(
  db: Db,
  staffId: string,
  changes: { name?: string; roles?: string[]; active?: boolean },
) {
  const [row] = await db.update(staff).set(changes).where(eq(staff.id, staffId)).returning(accountColumns);
  return row;
}

/** Sets a staff account's password hash; false when there is no such account. */
export async function setStaffPasswordHash(db: Db, staffId: string, passwordHash: string): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({ passwordHash })
    .where(eq(staff.id, staffId))
    .returning({ id: staff.id });
  return rows.length > 0;
}

/** How many active admins there are besides `staffId`. */
export async function countOtherActiveAdmins(db: Db, staffId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staff)
    .where(and(eq(staff.active, true), sql`'admin' = any(${staff.roles})`, ne(staff.id, staffId)));
  return row?.n ?? 0;
}
