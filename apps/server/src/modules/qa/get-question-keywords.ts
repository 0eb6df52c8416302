import type { KeywordSuggestion } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { studentSubjectIds } from './scope';
import { searchQuestionRows } from './search-repository';
import { queryWords } from './search-text';

/** How many suggestions one keyword lookup gives. */
const KEYWORD_SUGGESTIONS = 10;

/**
 * Keyword suggestions for a student: the best matching questions of their groups' subjects, ids and
 * descriptions (nothing for no words).
 */
export async function getQuestionKeywords(
  ctx: AppContext,
  studentId: string,
  input: { searchString: string; courseId?: string },
): Promise<KeywordSuggestion[]> {
  if (queryWords(input.searchString).length === 0) return [];
  const { rows } = await searchQuestionRows(ctx.db, {
    viewerId: studentId,
    subjectIds: await studentSubjectIds(ctx.db, studentId),
    courseId: input.courseId,
    sort: '',
    searchString: input.searchString,
    page: 1,
    limit: KEYWORD_SUGGESTIONS,
  });
  return rows.map((r) => ({ _id: r.id, questionDescription: r.description }));
}
