import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
