import type { CourseOption } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { listCourseNames } from './org-repository';

/** The courses a group can be given, by name. */
export async function listCourseOptions(ctx: Pick<AppContext, 'db'>): Promise<CourseOption[]> {
  return (await listCourseNames(ctx.db)).map((c) => ({ _id: c.id, name: c.name }));
}
