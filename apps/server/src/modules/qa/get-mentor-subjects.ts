import type { MentorSubjects } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-error';
import { findStaffRoles, mentorSubjectIds } from './scope-repository';

/** The subjects a mentor answers. */
export async function getMentorSubjects(ctx: AppContext, staffId: string): Promise<MentorSubjects> {
  if (!(await findStaffRoles(ctx.db, staffId))) throw notFound('No such staff member');
  return { subjectIds: await mentorSubjectIds(ctx.db, staffId) };
}
