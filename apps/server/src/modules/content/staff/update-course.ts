import type { CourseBody, StaffCourse } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { updateCourseRow } from './catalog-repository';
import { staffView } from './staff-view';
import { assertImageStored } from './stored-key';

/** Changes a course (404 when there is none). Making it qna-type turns its Q&A forum on. */
export async function updateCourse(
  ctx: AppContext,
  courseId: string,
  input: Partial<CourseBody>,
): Promise<StaffCourse> {
  await assertImageStored(ctx, input.image);
  const qa = input.type === 'qna' ? { qa: true } : {};
  const row = await updateCourseRow(ctx.db, courseId, { ...input, ...qa });
  if (!row) throw notFound('Course not found');
  return staffView(row);
}
