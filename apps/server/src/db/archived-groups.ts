import { and, asc, inArray, isNotNull } from 'drizzle-orm';
import type { Queryable } from './client';
import { groups } from './schema';

/** The names of those of `groupIds` that are archived, by name (none: empty). */
export async function archivedGroupNames(db: Queryable, groupIds: readonly string[]): Promise<string[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .select({ name: groups.name })
    .from(groups)
    .where(and(inArray(groups.id, [...groupIds]), isNotNull(groups.archivedAt)))
    .orderBy(asc(groups.name));
  return rows.map((r) => r.name);
}
