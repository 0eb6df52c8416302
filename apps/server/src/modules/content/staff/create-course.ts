import type { CourseBody, StaffCourse } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { insertCourse, nextPosition } from './catalog-repository';
import { staffView } from './staff-view';
import { assertImageStored } from './stored-key';

/** Creates a course, last in the order. A qna-type course always has its Q&A forum. */
export async function createCourse(ctx: AppContext, input: CourseBody): Promise<StaffCourse> {
  await assertImageStored(ctx, input.image);
  const position = await nextPosition(ctx.db, 'courses', null);
  const qa = input.type === 'qna' ? true : (input.qa ?? false);
  return staffView(await insertCourse(ctx.db, { ...input, qa, position }));
}
