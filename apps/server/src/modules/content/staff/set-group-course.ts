import type { AppContext } from '../../../context';
import { badRequest, notFound } from '../../../lib/http-error';
import { assignGroupCourseDues } from '../../fees/assign-course-dues';
import { findCourse } from '../content-repository';
import { groupExists, setCourseOfGroup } from '../group-items-repository';

/**
 * Gives a group its course (all of it), or none with null. The members it has already get the course's
 * dues (its fee plan), once each: a member enrolled in the course already gets nothing more.
 */
export async function setGroupCourse(
  ctx: AppContext,
  groupId: string,
  courseId: string | null,
): Promise<{ groupId: string; courseId: string | null }> {
  if (!(await groupExists(ctx.db, groupId))) throw notFound('No such group');
  if (courseId && !(await findCourse(ctx.db, courseId)))
    throw badRequest('Unknown course', 'The course must exist.');
  await setCourseOfGroup(ctx.db, groupId, courseId);
  await assignGroupCourseDues(ctx, groupId);
  return { groupId, courseId };
}
