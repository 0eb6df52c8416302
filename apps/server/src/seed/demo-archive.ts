import type { AppContext } from '../context';
import { branches, groups } from '../db/schema';

const DAY = 24 * 3_600_000;

/**
 * Last session's batch and a closed branch, archived a month ago: the console lists them under
 * "Archived" (groups) and marked (branches), and no picker offers them.
 */
export async function seedDemoArchive(ctx: AppContext): Promise<void> {
  const archivedAt = new Date(ctx.now().getTime() - 30 * DAY);
  await ctx.db.insert(groups).values({ name: 'HSC 2025 Science', archivedAt });
  await ctx.db.insert(branches).values({ name: 'Motijheel', division: 'Dhaka', archivedAt });
}
