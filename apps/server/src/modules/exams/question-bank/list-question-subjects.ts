import type { QuestionSubjectOption } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { bankChapters, subjectOptions } from './question-repository';

/** The subjects a question can be tagged with (by course), and the chapters the bank uses. */
export async function listQuestionSubjects(
  ctx: AppContext,
): Promise<{ subjects: QuestionSubjectOption[]; chapters: string[] }> {
  const [subjects, chapters] = await Promise.all([subjectOptions(ctx.db), bankChapters(ctx.db)]);
  return { subjects, chapters };
}
