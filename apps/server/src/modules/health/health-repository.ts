import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';

/** Runs the smallest query: throws when the database does not answer. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.execute(sql`select 1`);
}
