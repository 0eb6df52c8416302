import type { StaffCourse } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { allCourses } from './catalog-repository';
import { staffView } from './staff-view';

/** Every course, in order. */
export async function listStaffCourses(ctx: AppContext): Promise<StaffCourse[]> {
  return (await allCourses(ctx.db)).map(staffView);
}
