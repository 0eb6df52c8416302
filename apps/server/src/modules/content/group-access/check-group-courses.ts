import { accessLoss, type GroupGrants } from '@lms/domain';
import type { GroupCoursesCheck } from '@lms/domain/contract';
import type { Queryable } from '../../../db/client';
import { badRequest } from '../../../lib/http-error';
import { findCourses } from '../content-repository';
import { grantsOfGroup, viewOfGrants } from './get-group-access';
import { memberCount } from './group-access-repository';

/**
 * What giving a group exactly `courseIds` (each whole) would take away from its students: the items and
 * Q&A of each course and subject they see now and would no longer (empty when nothing is lost).
 * 404 for no such group, 400 for an id that is not a course.
 */
export async function checkGroupCourses(
  db: Queryable,
  groupId: string,
  courseIds: readonly string[],
): Promise<GroupCoursesCheck> {
  return checkCoursesAgainstGrants(db, groupId, await grantsOfGroup(db, groupId), courseIds);
}

/** As `checkGroupCourses`, against the group's grants read by the caller (`grantsOfGroup`). */
export async function checkCoursesAgainstGrants(
  db: Queryable,
  groupId: string,
  grants: GroupGrants,
  courseIds: readonly string[],
): Promise<GroupCoursesCheck> {
  if ((await findCourses(db, [...courseIds])).length !== courseIds.length)
    throw badRequest('Unknown course', 'Every id must be a course.');
  const [members, before, after] = await Promise.all([
    memberCount(db, groupId),
    viewOfGrants(db, grants),
    viewOfGrants(db, { ...grants, courseIds }),
  ]);
  return { members, loss: accessLoss(before, after) };
}
