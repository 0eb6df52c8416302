import type { QaSort } from '@lms/domain';
import type { QuestionPage } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { forbidden } from '../../lib/http-error';
import { findQuestionPage, searchQuestionRows } from './search-repository';
import { queryWords } from './search-text';

/** POST /qa/search-questions: filters, sort, text and page. */
export interface SearchQuestionsInput {
  filter: QaSort;
  courseId?: string;
  subjectId?: string;
  chapterId?: string;
  searchString?: string;
  /** 1-based. */
  page: number;
  limit: number;
}

/**
 * One page of the forum for a student: questions of their groups' subjects, narrowed by course,
 * subject and chapter, by their own questions or bookmarks, and by words (Bengali or English, whole
 * or part), ranked by match, then popularity, then date; or sorted by date or popularity.
 */
export async function searchQuestions(
  ctx: AppContext,
  student: { id: string; subjectIds: readonly string[] },
  input: SearchQuestionsInput,
): Promise<QuestionPage> {
  if (input.subjectId && !student.subjectIds.includes(input.subjectId))
    throw forbidden('Not your subject', 'You can see only the subjects of your groups.');
  const { filter, ...rest } = input;
  return findQuestionPage(ctx.db, {
    ...rest,
    viewerId: student.id,
    subjectIds: student.subjectIds,
    sort: filter,
  });
}

/** Keyword suggestions: the best matching questions' ids and descriptions (nothing for no words). */
export async function getQuestionKeywords(
  ctx: AppContext,
  student: { id: string; subjectIds: readonly string[] },
  input: { searchString: string; courseId?: string },
): Promise<Array<{ _id: string; questionDescription: string }>> {
  if (queryWords(input.searchString).length === 0) return [];
  const { rows } = await searchQuestionRows(ctx.db, {
    viewerId: student.id,
    subjectIds: student.subjectIds,
    courseId: input.courseId,
    sort: '',
    searchString: input.searchString,
    page: 1,
    limit: 10,
  });
  return rows.map((r) => ({ _id: r.id, questionDescription: r.description }));
}
