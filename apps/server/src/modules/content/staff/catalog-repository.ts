import type { ItemKind } from '@lms/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { contentItems, courses, fileContents, subjects, videoContents } from '../../../db/schema';
import type { CourseRow, FileRow, ItemRow, SubjectRow, VideoRow } from '../content-repository';

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

/** Every course, in the staff's order. */
export function allCourses(db: Queryable): Promise<CourseRow[]> {
  return db.select().from(courses).orderBy(asc(courses.position), asc(courses.createdAt));
}

/** Adds a course. */
export async function insertCourse(db: Queryable, values: typeof courses.$inferInsert): Promise<CourseRow> {
  const [row] = await db.insert(courses).values(values).returning();
  return row!;
}

/** Changes a course; undefined when there is none. */
export async function updateCourseRow(
  db: Queryable,
  courseId: string,
  changes: Partial<typeof courses.$inferInsert>,
): Promise<CourseRow | undefined> {
  const [row] = await db.update(courses).set(changes).where(eq(courses.id, courseId)).returning();
  return row;
}

/** Adds a subject. */
export async function insertSubject(
  db: Queryable,
  values: typeof subjects.$inferInsert,
): Promise<SubjectRow> {
  const [row] = await db.insert(subjects).values(values).returning();
  return row!;
}

/** Changes a subject; undefined when there is none. */
export async function updateSubjectRow(
  db: Queryable,
  subjectId: string,
  changes: Partial<typeof subjects.$inferInsert>,
): Promise<SubjectRow | undefined> {
  const [row] = await db.update(subjects).set(changes).where(eq(subjects.id, subjectId)).returning();
  return row;
}

/** Adds a lecture, chapter or question-solve item. */
export async function insertItem(db: Queryable, values: typeof contentItems.$inferInsert): Promise<ItemRow> {
  const [row] = await db.insert(contentItems).values(values).returning();
  return row!;
}

/** Changes an item; undefined when there is none. */
export async function updateItemRow(
  db: Queryable,
  itemId: string,
  changes: Partial<typeof contentItems.$inferInsert>,
): Promise<ItemRow | undefined> {
  const [row] = await db.update(contentItems).set(changes).where(eq(contentItems.id, itemId)).returning();
  return row;
}

/** Adds a note to an item. */
export async function insertFile(db: Queryable, values: typeof fileContents.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(fileContents).values(values).returning();
  return row!;
}

/** Changes a note; undefined when there is none. */
export async function updateFileRow(
  db: Queryable,
  fileId: string,
  changes: Partial<typeof fileContents.$inferInsert>,
): Promise<FileRow | undefined> {
  const [row] = await db.update(fileContents).set(changes).where(eq(fileContents.id, fileId)).returning();
  return row;
}

/** Adds a video to an item. */
export async function insertVideo(
  db: Queryable,
  values: typeof videoContents.$inferInsert,
): Promise<VideoRow> {
  const [row] = await db.insert(videoContents).values(values).returning();
  return row!;
}

/** Changes a video; undefined when there is none. */
export async function updateVideoRow(
  db: Queryable,
  videoId: string,
  changes: Partial<typeof videoContents.$inferInsert>,
): Promise<VideoRow | undefined> {
  const [row] = await db.update(videoContents).set(changes).where(eq(videoContents.id, videoId)).returning();
  return row;
}

const DELETABLE = {
  course: courses,
  subject: subjects,
  item: contentItems,
  video: videoContents,
  file: fileContents,
} as const;

/** What staff can delete. */
export type Deletable = keyof typeof DELETABLE;

/**
 * Deletes a row with everything under it (the database cascades: a deleted course is no longer any
 * group's). False when there was no such row.
 */
export async function deleteCatalogRow(db: Queryable, what: Deletable, id: string): Promise<boolean> {
  const table = DELETABLE[what];
  const gone = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return gone.length > 0;
}
