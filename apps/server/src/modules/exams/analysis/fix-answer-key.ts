import { isWrittenQuestionType } from '@lms/domain';
import type { AnswerKeyFixView, AnswerKeyInput } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import type { Tx } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/http-error';
import { loadExam } from '../exam-cache';
import { checkQuestion } from '../question-bank/question-input';
import { questionsByIds } from '../question-bank/question-repository';
import { getRescoreStatus } from '../results/get-rescore-status';
import { recordExamChanges } from '../results/record-exam-changes';
import { requireRescoreConfirmation } from '../results/rescore-impact';
import { setExamAnswerKey } from './analysis-repository';

/** The key an exam scores a question with, for the audit log's "before". */
export async function answerKeyOf(ctx: AppContext, examId: string, questionId: string) {
  const exam = await loadExam(ctx.db, examId);
  const q = exam?.questionById.get(questionId);
  return q ? { examId, questionId, answer: q.answer } : null;
}

/** The scoring setting a key fix changes, as the impact preview names it. */
export const ANSWER_KEY_FIELD = 'answerKey';

/**
 * A key fix checked: the question, and the change to make in the caller's transaction (a key equal
 * to the bank's clears the correction).
 */
export async function planAnswerKeyFix(
  ctx: AppContext,
  examId: string,
  questionId: string,
  input: AnswerKeyInput,
) {
  const exam = await loadExam(ctx.db, examId);
  if (!exam) throw notFound('No such exam');
  const q = exam.questionById.get(questionId);
  if (!q) throw notFound('This exam has no such question');
  if (isWrittenQuestionType(q.type))
    throw badRequest('Invalid key', 'A written question has no key: an examiner marks its answers.');
  const { problems } = checkQuestion({
    type: q.type,
    title: q.title,
    options: q.options,
    answer: input.answer,
    explanation: '',
    explanationExt: '',
    image: [],
    file: [],
    tags: [],
    point: q.point,
  });
  if (problems.length > 0) throw badRequest('Invalid key', problems.join('; '));
  const [bank] = await questionsByIds(ctx.db, [questionId]);
  const sameAsBank =
    bank !== undefined &&
    bank.answer.length === input.answer.length &&
    bank.answer.every((v, i) => v === input.answer[i]);
  const change = (tx: Tx) => setExamAnswerKey(tx, examId, questionId, sameAsBank ? null : input.answer);
  return { question: q, change };
}

/**
 * Corrects the key of a question for this exam only: the bank question (which other exams may use,
 * and which is versioned on edit) keeps its key; this exam scores with the corrected one from now on
 * (a key equal to the bank's again clears the correction). A fix that would change a scored result is
 * refused (409 naming the impact) unless `confirmRescore`. The exam's version moves and a re-score of
 * every submitted attempt is queued in the same transaction; the re-score job does it and re-ranks.
 * The key the exam already scores with (the same fix sent again) changes and queues nothing.
 */
export async function fixAnswerKey(
  ctx: AppContext,
  examId: string,
  questionId: string,
  input: AnswerKeyInput & { confirmRescore?: boolean },
): Promise<AnswerKeyFixView> {
  const { question, change } = await planAnswerKeyFix(ctx, examId, questionId, input);
  // The key the exam already scores with (the same fix sent again): nothing to store or re-score.
  const same =
    question.answer.length === input.answer.length && question.answer.every((v, i) => v === input.answer[i]);
  if (!same) {
    await requireRescoreConfirmation(ctx, examId, [ANSWER_KEY_FIELD], change, input.confirmRescore);
    await recordExamChanges(ctx, [examId], { rescore: true, change });
  }
  return {
    examId,
    questionId,
    before: question.answer,
    after: input.answer,
    rescore: await getRescoreStatus(ctx, examId),
  };
}
