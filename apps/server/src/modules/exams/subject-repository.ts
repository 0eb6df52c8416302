import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { subjects } from '../../db/schema';

/** Names of the subjects by id; ids of no known subject are left out. */
export async function findSubjectNames(db: Queryable, ids: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: subjects.id, name: subjects.name })
    .from(subjects)
    .where(inArray(subjects.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
