import type { AppContext } from '../../context';
import { subjectStarts } from '../../db/schema';
import { assertVisible, seesSubject } from './access';
import { studentAccess } from './access-repository';
import { findSubject } from './content-repository';

/** POST /subject/start: records that the student opened a subject (first and latest time). */
export async function startSubject(ctx: AppContext, studentId: string, subjectId: string) {
  const access = await studentAccess(ctx.db, studentId);
  const subject = await findSubject(ctx.db, subjectId);
  assertVisible(subject, (s) => seesSubject(access, s), 'Subject');
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(subjectStarts)
    .values({ studentId, subjectId, startedAt: now, lastOpenedAt: now })
    .onConflictDoUpdate({
      target: [subjectStarts.studentId, subjectStarts.subjectId],
      set: { lastOpenedAt: now },
    })
    .returning();
  return {
    subjectId,
    courseId: subject.courseId,
    startedAt: row!.startedAt.toISOString(),
    lastOpenedAt: row!.lastOpenedAt.toISOString(),
  };
}
