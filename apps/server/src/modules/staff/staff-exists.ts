import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { staff } from '../../db/schema';

/** True when at least one staff account exists. */
export async function staffExists(ctx: Pick<AppContext, 'db'>): Promise<boolean> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(staff);
  return (row?.n ?? 0) > 0;
}
