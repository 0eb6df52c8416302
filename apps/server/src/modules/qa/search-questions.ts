import type { QuestionPage, SearchQuestionsInput } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { forbidden } from '../../lib/http-error';
import { assertSelf, studentSubjectIds } from './scope';
import { findQuestionPage } from './search-repository';

/**
 * One page of the forum for a student: questions of their groups' subjects, narrowed by course,
 * subject and chapter, by their own questions or bookmarks, and by words (Bengali or English, whole
 * or part), ranked by match, then popularity, then date; or sorted by date or popularity.
 */
export async function searchQuestions(
  ctx: AppContext,
  studentId: string,
  input: SearchQuestionsInput,
): Promise<QuestionPage> {
  assertSelf(studentId, input.studentId);
  const subjectIds = await studentSubjectIds(ctx.db, studentId);
  if (input.subjectId && !subjectIds.includes(input.subjectId))
    throw forbidden('Not your subject', 'You can see only the subjects of your groups.');
  const { filter, studentId: _given, ...rest } = input;
  return findQuestionPage(ctx.db, { ...rest, viewerId: studentId, subjectIds, sort: filter });
}
