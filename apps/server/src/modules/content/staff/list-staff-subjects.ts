import type { StaffSubject } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { subjectsOfCourses } from '../content-repository';
import { staffView } from './staff-view';

/** A course's subjects, in order. */
export async function listStaffSubjects(ctx: AppContext, courseId: string): Promise<StaffSubject[]> {
  return (await subjectsOfCourses(ctx.db, [courseId])).map(staffView);
}
