import type { AppContext } from '../../context';
import { assertVisible, seesSubject } from './access';
import { studentAccess } from './access-repository';
import { findSubject } from './content-repository';
import { recordSubjectStart } from './progress-repository';

/** POST /subject/start: records that the student opened a subject (first and latest time). */
export async function startSubject(ctx: AppContext, studentId: string, subjectId: string) {
  const access = await studentAccess(ctx.db, studentId);
  const subject = await findSubject(ctx.db, subjectId);
  assertVisible(subject, (s) => seesSubject(access, s), 'Subject');
  const row = await recordSubjectStart(ctx.db, { studentId, subjectId, at: ctx.now() });
  return {
    subjectId,
    courseId: subject.courseId,
    startedAt: row.startedAt.toISOString(),
    lastOpenedAt: row.lastOpenedAt.toISOString(),
  };
}
