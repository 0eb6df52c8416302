import type { QuestionVersionView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { findQuestion } from './question-repository';
import { examsOfQuestions, publishedExamIds, questionVersionRows } from './question-version-repository';
import { staffQuestionView } from './staff-question-view';

/**
 * A question's versions, newest first (the bank question, then the copies frozen for published exams),
 * each with the exams that show it. Asked for an older version, answers its whole history.
 */
export async function listQuestionVersions(
  ctx: AppContext,
  questionId: string,
): Promise<QuestionVersionView[]> {
  const asked = await findQuestion(ctx.db, questionId);
  if (!asked) throw notFound('No such question');
  const rows = await questionVersionRows(ctx.db, asked.versionOf ?? asked.id);
  const uses = await examsOfQuestions(
    ctx.db,
    rows.map((r) => r.id),
  );
  const published = await publishedExamIds(
    ctx.db,
    uses.map((u) => u.examId),
  );
  return rows.map((r) => ({
    ...staffQuestionView(r),
    exams: uses
      .filter((u) => u.questionId === r.id)
      .map((u) => ({ _id: u.examId, title: u.title, published: published.has(u.examId) })),
  }));
}
