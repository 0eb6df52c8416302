import type { ItemKind } from '@lms/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { contentItems, courses, fileContents, subjects, videoContents } from '../../../db/schema';

/** The tables whose rows staff order, with the column that makes siblings. */
export const ORDERABLE = {
  courses: { table: courses, parent: null },
  subjects: { table: subjects, parent: subjects.courseId },
  items: { table: contentItems, parent: contentItems.subjectId },
  videos: { table: videoContents, parent: videoContents.itemId },
  files: { table: fileContents, parent: fileContents.itemId },
} as const;

/** What staff can order. */
export type Orderable = keyof typeof ORDERABLE;

/** The next position after the last sibling (new rows go last). */
export async function nextPosition(db: Queryable, what: Orderable, parentId: string | null): Promise<number> {
  const { table, parent } = ORDERABLE[what];
  const [row] = await db
    .select({ max: sql<number | null>`max(${table.position})` })
    .from(table)
    .where(parent && parentId ? eq(parent, parentId) : undefined);
  return (row?.max ?? -1) + 1;
}

/** The parent of each id among `ids` (null for courses); ids not found are left out. */
export async function parentsOf(
  db: Queryable,
  what: Orderable,
  ids: string[],
): Promise<Map<string, string | null>> {
  const { table, parent } = ORDERABLE[what];
  const rows = await db
    .select({ id: table.id, parent: parent ?? sql<null>`null` })
    .from(table)
    .where(inArray(table.id, ids));
  return new Map(rows.map((r) => [r.id, (r.parent as string | null) ?? null]));
}

/** Sets positions 0..n-1 in the order of `ids`. */
export async function setPositions(db: Queryable, what: Orderable, ids: string[]): Promise<void> {
  const { table } = ORDERABLE[what];
  await db.transaction(async (tx) => {
    for (const [position, id] of ids.entries()) {
      await tx.update(table).set({ position }).where(eq(table.id, id));
    }
  });
}

/** The items of a subject of one kind or all, for staff. */
export function staffItemsOfSubject(db: Queryable, subjectId: string, kind?: ItemKind) {
  return db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.subjectId, subjectId), kind ? eq(contentItems.kind, kind) : undefined))
    .orderBy(contentItems.position, contentItems.createdAt);
}
