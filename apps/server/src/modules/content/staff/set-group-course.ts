import type { AppContext } from '../../../context';
import { badRequest, notFound } from '../../../lib/http-error';
import { findCourse } from '../content-repository';
import { groupExists, setCourseOfGroup } from '../group-items-repository';

/** Gives a group its course (all of it), or none with null. */
export async function setGroupCourse(
  ctx: AppContext,
  groupId: string,
  courseId: string | null,
): Promise<{ groupId: string; courseId: string | null }> {
  if (!(await groupExists(ctx.db, groupId))) throw notFound('No such group');
  if (courseId && !(await findCourse(ctx.db, courseId)))
    throw badRequest('Unknown course', 'The course must exist.');
  await setCourseOfGroup(ctx.db, groupId, courseId);
  return { groupId, courseId };
}
