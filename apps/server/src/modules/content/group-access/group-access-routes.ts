import { groupAccessRoutes } from '@lms/domain/contract';
import { implement } from '../../../plugins/route-registrar';
import { recordBefore } from '../../audit/audit-trail';
import { checkGroupCourses } from './check-group-courses';
import { getGroupAccess } from './get-group-access';
import { setGroupCourses } from './set-group-courses';

/** A group's courses and what its students see, with the check that a change takes nothing unasked. */
export const groupAccessModule = implement(groupAccessRoutes, {
  groupAccess: async ({ ctx, params }) => getGroupAccess(ctx.db, params.groupId),
  checkGroupCourses: async ({ ctx, params, body }) =>
    checkGroupCourses(ctx.db, params.groupId, body.courseIds),
  setGroupCourses: async ({ ctx, params, body, request }) => {
    await recordBefore(request, () => getGroupAccess(ctx.db, params.groupId));
    return setGroupCourses(ctx, params.groupId, body);
  },
});
