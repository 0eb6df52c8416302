import type { ItemKind } from '@lms/domain';
import { asc } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { courses } from '../../../db/schema';
import { notFound } from '../../../lib/http-error';
import { filesOfItems, findItem, subjectsOfCourses, videosOfItems } from '../content-repository';
import { staffItemsOfSubject } from './catalog-repository';
import { staffView } from './staff-view';

/** Every course, in order. */
export async function listAllCourses(ctx: AppContext) {
  const rows = await ctx.db.select().from(courses).orderBy(asc(courses.position), asc(courses.createdAt));
  return rows.map(staffView);
}

/** A course's subjects, in order. */
export async function listStaffSubjects(ctx: AppContext, courseId: string) {
  return (await subjectsOfCourses(ctx.db, [courseId])).map(staffView);
}

/** A subject's items (one kind or all), in order. */
export async function listStaffItems(ctx: AppContext, subjectId: string, kind?: ItemKind) {
  return (await staffItemsOfSubject(ctx.db, subjectId, kind)).map(staffView);
}

/** An item's videos (all, with conversion status) and files, in order. */
export async function listStaffContents(ctx: AppContext, itemId: string) {
  if (!(await findItem(ctx.db, itemId))) throw notFound('Item not found');
  const [videos, files] = await Promise.all([
    videosOfItems(ctx.db, [itemId]),
    filesOfItems(ctx.db, [itemId]),
  ]);
  return { videoContents: videos.map(staffView), fileContents: files.map(staffView) };
}
