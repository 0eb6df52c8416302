import type { NoticeBody } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import type { NoticeAudience } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import {
  courseMemberIds,
  existingGroupIds,
  existingStudentIds,
  groupsMemberIds,
} from './notification-repository';

/** Whom a notice's body sends it to: its groups, a course's groups, or one student. */
export function audienceOf(input: NoticeBody): NoticeAudience {
  const groupIds = input.groupIds ? [...new Set(input.groupIds)] : input.groupId ? [input.groupId] : null;
  if (groupIds) return { groupIds };
  if (input.courseId) return { courseId: input.courseId };
  return { studentId: input.studentId ?? '' };
}

/**
 * The students a notice's audience reaches now (each once); 404 for a group or a student that does not
 * exist (a course without groups reaches nobody).
 */
export async function studentsOfAudience(
  ctx: AppContext,
  audience: NoticeAudience | null,
): Promise<string[]> {
  if (!audience) return [];
  if (audience.groupIds) {
    const known = await existingGroupIds(ctx.db, audience.groupIds);
    if (audience.groupIds.some((g) => !known.has(g))) throw notFound('No such group');
    return groupsMemberIds(ctx.db, audience.groupIds);
  }
  if (audience.courseId) return courseMemberIds(ctx.db, audience.courseId);
  const found = await existingStudentIds(ctx.db, audience.studentId ? [audience.studentId] : []);
  if (found.length === 0) throw notFound('No such student');
  return found;
}
