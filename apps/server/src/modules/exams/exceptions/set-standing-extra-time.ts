import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { findStandingOf, storeStanding } from './exception-repository';

/** A student's standing extra time (also the audit log's before). 404 for an unknown student. */
export async function getStandingExtraTime(ctx: AppContext, studentId: string) {
  const minutes = await findStandingOf(ctx.db, studentId);
  if (minutes === undefined) throw notFound('No such student');
  return { studentId, minutes };
}

/**
 * PUT /staff/students/{studentId}/extra-time: the student's standing extra time, added to the deadline of
 * every exam they start from now on (0 removes it). 404 for an unknown student.
 */
export async function setStandingExtraTime(ctx: AppContext, studentId: string, minutes: number) {
  await getStandingExtraTime(ctx, studentId);
  await storeStanding(ctx.db, studentId, minutes);
  return { studentId, minutes };
}
