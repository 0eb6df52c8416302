import { isSameVoid } from '@lms/domain';
import type { QuestionVoidInput, QuestionVoidView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import type { Tx } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/http-error';
import { loadExam } from '../exam-cache';
import { getRescoreStatus } from '../results/get-rescore-status';
import { recordExamChanges } from '../results/record-exam-changes';
import { requireRescoreConfirmation } from '../results/rescore-impact';
import { setExamQuestionVoid } from './analysis-repository';

/** The scoring setting a void changes, as the impact preview names it. */
export const QUESTION_VOID_FIELD = 'voided';

/** How an exam's question is voided, for the audit log's "before". */
export async function questionVoidOf(ctx: AppContext, examId: string, questionId: string) {
  const exam = await loadExam(ctx.db, examId);
  const q = exam?.questionById.get(questionId);
  return q ? { examId, questionId, voided: q.voided ?? null } : null;
}

/** A void checked: the question's current void, and the change to make in the caller's transaction. */
export async function planQuestionVoid(
  ctx: AppContext,
  examId: string,
  questionId: string,
  input: QuestionVoidInput,
) {
  const exam = await loadExam(ctx.db, examId);
  if (!exam) throw notFound('No such exam');
  const q = exam.questionById.get(questionId);
  // A question id that is not on the paper is a mistake in the request, not a missing exam.
  if (!q) throw badRequest('This exam has no such question', 'Only a question on the paper can be voided.');
  const change = (tx: Tx) => setExamQuestionVoid(tx, examId, questionId, input.kind);
  return { before: q.voided ?? null, change };
}

/**
 * Voids a question of this exam (`fullMarks`: every attempt gets its marks; `dropped`: out of the
 * total) or undoes the void (`kind: null`). As a key fix: a void that would change a scored result is
 * refused (409 naming the impact) unless `confirmRescore`; the exam's version moves and a re-score of
 * every submitted attempt is queued in the same transaction, and the job tells the students whose
 * published result changes. The void the question already has (sent twice) stores and queues nothing.
 */
export async function voidQuestion(
  ctx: AppContext,
  examId: string,
  questionId: string,
  input: QuestionVoidInput & { confirmRescore?: boolean },
): Promise<QuestionVoidView> {
  const { before, change } = await planQuestionVoid(ctx, examId, questionId, input);
  if (!isSameVoid(before, input.kind)) {
    await requireRescoreConfirmation(ctx, examId, [QUESTION_VOID_FIELD], change, input.confirmRescore);
    await recordExamChanges(ctx, [examId], { rescore: true, change });
  }
  return { examId, questionId, before, after: input.kind, rescore: await getRescoreStatus(ctx, examId) };
}
