import type { GroupAccess, SetGroupCoursesBody } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { conflict } from '../../../lib/http-error';
import { refuseArchivedGroups } from '../../../lib/refuse-archived-groups';
import { assignGroupCourseDues } from '../../fees/assign-course-dues';
import { forgetGroupContent } from '../group-content';
import { replaceCoursesOfGroup } from '../group-items-repository';
import { checkCoursesAgainstGrants } from './check-group-courses';
import { getGroupAccess, grantsOfGroup } from './get-group-access';

/**
 * Gives a group exactly these courses, each whole. A change that takes anything away from its students
 * (a course, or the items and Q&A it gave) is refused with 409 unless `confirmLoss`. Members get the
 * dues of each course they are not enrolled in yet, once (`assignGroupCourseDues`). Answers what the
 * students see now.
 */
export async function setGroupCourses(
  ctx: AppContext,
  groupId: string,
  body: SetGroupCoursesBody,
): Promise<GroupAccess> {
  const grants = await grantsOfGroup(ctx.db, groupId);
  const { loss } = await checkCoursesAgainstGrants(ctx.db, groupId, grants, body.courseIds);
  // An archived group may lose courses (nothing new reaches it) but is given none.
  const had = new Set(grants.courseIds);
  if (body.courseIds.some((id) => !had.has(id))) await refuseArchivedGroups(ctx.db, [groupId]);
  if (loss.length > 0 && !body.confirmLoss)
    throw conflict(
      'This change takes content away',
      `The group's students would lose ${loss.map((c) => c.name).join(', ')}. Check the change and confirm it.`,
    );
  await replaceCoursesOfGroup(ctx.db, groupId, body.courseIds, ctx.now());
  forgetGroupContent(ctx, groupId);
  await assignGroupCourseDues(ctx, groupId);
  return getGroupAccess(ctx.db, groupId);
}
