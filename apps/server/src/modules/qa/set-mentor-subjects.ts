import type { MentorSubjects } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/http-error';
import {
  existingSubjectIds,
  findStaffRoles,
  mentorSubjectIds,
  replaceMentorSubjects,
} from './scope-repository';

/** Sets the subjects a mentor answers (they see and act on these subjects' questions only). */
export async function setMentorSubjects(
  ctx: AppContext,
  staffId: string,
  subjectIds: readonly string[],
): Promise<MentorSubjects> {
  const roles = await findStaffRoles(ctx.db, staffId);
  if (!roles) throw notFound('No such staff member');
  if (!roles.includes('mentor'))
    throw badRequest('Not a mentor', 'Give this staff member the mentor role first.');
  const unique = [...new Set(subjectIds)];
  const known = await existingSubjectIds(ctx.db, unique);
  if (unique.some((s) => !known.has(s))) throw badRequest('Unknown subject', 'Every id must be a subject.');
  await ctx.db.transaction((tx) => replaceMentorSubjects(tx, staffId, unique));
  return { subjectIds: await mentorSubjectIds(ctx.db, staffId) };
}
