import { USUAL_PASS_MARK_EXAMS, usualPassMark } from '@lms/domain';
import type { ExamAuthoringOptions } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { authoringOptionRows } from './exam-list-repository';

/** The subjects (with their course) and groups an exam can use, and the institute's usual pass mark. */
export async function getExamOptions(ctx: AppContext): Promise<ExamAuthoringOptions> {
  const { subjectRows, groupRows, recentPassMarks } = await authoringOptionRows(
    ctx.db,
    USUAL_PASS_MARK_EXAMS,
  );
  return {
    subjects: subjectRows.map((s) => ({ _id: s.id, name: s.name, courseName: s.courseName })),
    groups: groupRows.map((g) => ({ _id: g.id, name: g.name })),
    usualPassMark: usualPassMark(recentPassMarks),
  };
}
