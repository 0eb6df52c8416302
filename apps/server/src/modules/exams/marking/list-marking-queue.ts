import { isWrittenQuestionType } from '@lms/domain';
import type { MarkingFilter } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { badRequest, notFound } from '../../../lib/http-error';
import { examForMarking, markingQuestionView } from './list-marking-questions';
import { markingAnswerView } from './marking-answer-view';
import { sumProgress } from './marking-progress';
import { markingProgressRows, markingQueueRows } from './marking-repository';

/**
 * A page of the answers to one written question of an exam (submitted attempts, in submission order)
 * with the files' URLs, the marking and its review; the question with its progress.
 */
export async function listMarkingQueue(
  ctx: AppContext,
  target: { examId: string; questionId: string },
  q: { filter: MarkingFilter; groupId?: string; limit: number; offset: number },
) {
  const exam = await examForMarking(ctx, target.examId);
  const question = exam.questionById.get(target.questionId);
  if (!question) throw notFound('No such question in this exam');
  if (!isWrittenQuestionType(question.type))
    throw badRequest('Not a written question', 'Only short answers and paragraphs are marked by hand.');
  const [page, progress] = await Promise.all([
    markingQueueRows(ctx.db, target.examId, target.questionId, q),
    markingProgressRows(ctx.db, [target.examId], [target.questionId]),
  ]);
  return {
    question: markingQuestionView(question, sumProgress(progress)),
    items: await Promise.all(page.rows.map((row) => markingAnswerView(ctx, row))),
    total: page.total,
  };
}
