import type { QaSort } from '@lms/domain';
import type { QuestionView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { forbidden } from '../../lib/http-error';
import { searchQuestionRows } from './search-repository';
import { queryWords } from './search-text';
import { toQuestionView } from './views';

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
): Promise<{ questions: QuestionView[]; totalRecords: number }> {
  if (input.subjectId && !student.subjectIds.includes(input.subjectId))
    throw forbidden('Not your subject', 'You can see only the subjects of your groups.');
  const { rows, total } = await searchQuestionRows(ctx.db, {
    viewerId: student.id,
    subjectIds: student.subjectIds,
    courseId: input.courseId,
    subjectId: input.subjectId,
    chapterId: input.chapterId,
    sort: input.filter,
    words: queryWords(input.searchString ?? ''),
    offset: (input.page - 1) * input.limit,
    limit: input.limit,
  });
  return { questions: rows.map(toQuestionView), totalRecords: total };
}

/** Keyword suggestions: the best matching questions' ids and descriptions (nothing for no words). */
export async function getQuestionKeywords(
  ctx: AppContext,
  student: { id: string; subjectIds: readonly string[] },
  input: { searchString: string; courseId?: string },
): Promise<Array<{ _id: string; questionDescription: string }>> {
  const words = queryWords(input.searchString);
  if (words.length === 0) return [];
  const { rows } = await searchQuestionRows(ctx.db, {
    viewerId: student.id,
    subjectIds: student.subjectIds,
    courseId: input.courseId,
    sort: '',
    words,
    offset: 0,
    limit: 10,
  });
  return rows.map((r) => ({ _id: r.id, questionDescription: r.description }));
}
