import type { StaffSubject, SubjectBody } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { findCourse } from '../content-repository';
import { insertSubject, nextPosition } from './catalog-repository';
import { staffView } from './staff-view';
import { assertImageStored } from './stored-key';

/** Creates a subject of a course, last in the order. */
export async function createSubject(ctx: AppContext, input: SubjectBody): Promise<StaffSubject> {
  if (!(await findCourse(ctx.db, input.courseId))) throw notFound('Course not found');
  await assertImageStored(ctx, input.image);
  const position = await nextPosition(ctx.db, 'subjects', input.courseId);
  return staffView(await insertSubject(ctx.db, { ...input, position }));
}
