import type { ItemKind } from '@lms/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contentItems, courses, fileContents, subjects, videoContents } from '../../db/schema';

/** A course row. */
export type CourseRow = typeof courses.$inferSelect;
/** A subject row. */
export type SubjectRow = typeof subjects.$inferSelect;
/** A lecture, chapter or question-solve row. */
export type ItemRow = typeof contentItems.$inferSelect;
/** A video row. */
export type VideoRow = typeof videoContents.$inferSelect;
/** A file (note) row. */
export type FileRow = typeof fileContents.$inferSelect;

/** Courses by id, in the staff's order. */
export function findCourses(db: Queryable, ids: string[]): Promise<CourseRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(courses)
    .where(inArray(courses.id, ids))
    .orderBy(asc(courses.position), asc(courses.createdAt));
}

/** One course. */
export async function findCourse(db: Queryable, id: string): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id));
  return row;
}

/** The subjects of courses, in the staff's order. */
export function subjectsOfCourses(db: Queryable, courseIds: string[]): Promise<SubjectRow[]> {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(subjects)
    .where(inArray(subjects.courseId, courseIds))
    .orderBy(asc(subjects.position), asc(subjects.createdAt));
}

/** One subject. */
export async function findSubject(db: Queryable, id: string): Promise<SubjectRow | undefined> {
  const [row] = await db.select().from(subjects).where(eq(subjects.id, id));
  return row;
}

/** The items of subjects, optionally of one kind, in the staff's order. */
export function itemsOfSubjects(db: Queryable, subjectIds: string[], kind?: ItemKind): Promise<ItemRow[]> {
  if (subjectIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(contentItems)
    .where(and(inArray(contentItems.subjectId, subjectIds), kind ? eq(contentItems.kind, kind) : undefined))
    .orderBy(asc(contentItems.position), asc(contentItems.createdAt));
}

/** Items by id. */
export function findItems(db: Queryable, ids: string[]): Promise<ItemRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(contentItems)
    .where(inArray(contentItems.id, ids))
    .orderBy(asc(contentItems.position), asc(contentItems.createdAt));
}

/** One item. */
export async function findItem(db: Queryable, id: string): Promise<ItemRow | undefined> {
  const [row] = await db.select().from(contentItems).where(eq(contentItems.id, id));
  return row;
}

/** The videos of items, in the staff's order. */
export function videosOfItems(db: Queryable, itemIds: string[]): Promise<VideoRow[]> {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(videoContents)
    .where(inArray(videoContents.itemId, itemIds))
    .orderBy(asc(videoContents.position), asc(videoContents.createdAt));
}

/** The files of items, in the staff's order. */
export function filesOfItems(db: Queryable, itemIds: string[]): Promise<FileRow[]> {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(fileContents)
    .where(inArray(fileContents.itemId, itemIds))
    .orderBy(asc(fileContents.position), asc(fileContents.createdAt));
}

/** One video with its item. */
export async function findVideo(
  db: Queryable,
  id: string,
): Promise<{ video: VideoRow; item: ItemRow } | undefined> {
  const [row] = await db
    .select({ video: videoContents, item: contentItems })
    .from(videoContents)
    .innerJoin(contentItems, eq(contentItems.id, videoContents.itemId))
    .where(eq(videoContents.id, id));
  return row;
}

/** The videos stored under a storage folder key, with their items. */
export function videosByKey(db: Queryable, key: string): Promise<{ video: VideoRow; item: ItemRow }[]> {
  return db
    .select({ video: videoContents, item: contentItems })
    .from(videoContents)
    .innerJoin(contentItems, eq(contentItems.id, videoContents.itemId))
    .where(eq(videoContents.key, key));
}

/** One file with its item. */
export async function findFile(
  db: Queryable,
  id: string,
): Promise<{ file: FileRow; item: ItemRow } | undefined> {
  const [row] = await db
    .select({ file: fileContents, item: contentItems })
    .from(fileContents)
    .innerJoin(contentItems, eq(contentItems.id, fileContents.itemId))
    .where(eq(fileContents.id, id));
  return row;
}
