import type { ExamAuthoringOptions } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { authoringOptionRows } from './exam-list-repository';

/** The subjects (with their course) and groups an exam can use. */
export async function getExamOptions(ctx: AppContext): Promise<ExamAuthoringOptions> {
  const { subjectRows, groupRows } = await authoringOptionRows(ctx.db);
  return {
    subjects: subjectRows.map((s) => ({ _id: s.id, name: s.name, courseName: s.courseName })),
    groups: groupRows.map((g) => ({ _id: g.id, name: g.name })),
  };
}
