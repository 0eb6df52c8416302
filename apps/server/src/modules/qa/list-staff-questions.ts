import type { QuestionView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import type { QaActor } from './scope';
import { searchQuestionRows } from './search-repository';
import { queryWords } from './search-text';
import { toQuestionView } from './views';

/** The staff question list's filters. */
export interface StaffQuestionQuery {
  status?: 'OPEN' | 'COMPLETED';
  courseId?: string;
  subjectId?: string;
  chapterId?: string;
  search?: string;
  sort: 'Date' | 'Popularity' | '';
  page: number;
  limit: number;
}

/** The questions of a staff member's subjects (all for an admin), newest first unless sorted. */
export async function listStaffQuestions(
  ctx: AppContext,
  actor: QaActor,
  q: StaffQuestionQuery,
): Promise<{ questions: QuestionView[]; totalRecords: number }> {
  const { rows, total } = await searchQuestionRows(ctx.db, {
    viewerId: null,
    subjectIds: actor.subjectIds,
    status: q.status,
    courseId: q.courseId,
    subjectId: q.subjectId,
    chapterId: q.chapterId,
    sort: q.sort,
    words: queryWords(q.search ?? ''),
    offset: (q.page - 1) * q.limit,
    limit: q.limit,
  });
  return { questions: rows.map(toQuestionView), totalRecords: total };
}
