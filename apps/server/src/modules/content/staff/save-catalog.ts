import type { ItemKind } from '@lms/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { contentItems, courses, subjects } from '../../../db/schema';
import { notFound } from '../../../lib/http-error';
import { findCourse, findSubject } from '../content-repository';
import { nextPosition } from './catalog-repository';
import { staffView } from './staff-view';
import { assertStored } from './stored-key';

/** Fields of a course staff write. */
export interface CourseInput {
  name: string;
  description?: string;
  image?: string;
  type?: 'course' | 'qna';
  qa?: boolean;
}

async function checkImage(ctx: AppContext, image: string | undefined) {
  if (image) await assertStored(ctx, image, 'image', { allowUrl: true });
}

/** Creates a course, last in the order. A qna-type course always has its Q&A forum. */
export async function createCourse(ctx: AppContext, input: CourseInput) {
  await checkImage(ctx, input.image);
  const position = await nextPosition(ctx.db, 'courses', null);
  const qa = input.type === 'qna' ? true : (input.qa ?? false);
  const [row] = await ctx.db
    .insert(courses)
    .values({ ...input, qa, position })
    .returning();
  return staffView(row!);
}

/** Changes a course (404 when there is none). */
export async function updateCourse(ctx: AppContext, courseId: string, input: Partial<CourseInput>) {
  await checkImage(ctx, input.image);
  const qa = input.type === 'qna' ? { qa: true } : {};
  const [row] = await ctx.db
    .update(courses)
    .set({ ...input, ...qa })
    .where(eq(courses.id, courseId))
    .returning();
  if (!row) throw notFound('Course not found');
  return staffView(row);
}

/** Creates a subject of a course, last in the order. */
export async function createSubject(
  ctx: AppContext,
  input: { courseId: string; name: string; image?: string },
) {
  if (!(await findCourse(ctx.db, input.courseId))) throw notFound('Course not found');
  await checkImage(ctx, input.image);
  const position = await nextPosition(ctx.db, 'subjects', input.courseId);
  const [row] = await ctx.db
    .insert(subjects)
    .values({ ...input, position })
    .returning();
  return staffView(row!);
}

/** Changes a subject's name or image. */
export async function updateSubject(
  ctx: AppContext,
  subjectId: string,
  input: { name?: string; image?: string },
) {
  await checkImage(ctx, input.image);
  const [row] = await ctx.db.update(subjects).set(input).where(eq(subjects.id, subjectId)).returning();
  if (!row) throw notFound('Subject not found');
  return staffView(row);
}

/** Creates a lecture, chapter or question-solve item of a subject, last in its list. */
export async function createItem(
  ctx: AppContext,
  input: { kind: ItemKind; subjectId: string; name: string; description?: string },
) {
  const subject = await findSubject(ctx.db, input.subjectId);
  if (!subject) throw notFound('Subject not found');
  const position = await nextPosition(ctx.db, 'items', input.subjectId);
  const [row] = await ctx.db
    .insert(contentItems)
    .values({ ...input, courseId: subject.courseId, position })
    .returning();
  return staffView(row!);
}

/** Changes an item's name or description. */
export async function updateItem(
  ctx: AppContext,
  itemId: string,
  input: { name?: string; description?: string },
) {
  const [row] = await ctx.db.update(contentItems).set(input).where(eq(contentItems.id, itemId)).returning();
  if (!row) throw notFound('Item not found');
  return staffView(row);
}
