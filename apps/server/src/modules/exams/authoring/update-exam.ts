import { changedFields, EXAM_SCORING_FIELDS } from '@lms/domain';
import type { ExamInput, ExamPatch, StaffExamView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import type { Tx } from '../../../db/client';
import { notFound } from '../../../lib/http-error';
import { type CachedExam, loadExam } from '../exam-cache';
import { recordExamChanges } from '../results/record-exam-changes';
import { requireRescoreConfirmation } from '../results/rescore-impact';
import { replaceExamQuestions, updateExamRow } from './exam-repository';
import { checkedExamQuestions, checkedNegativeMarking, examValues } from './exam-values';
import { getExamForStaff } from './get-exam-for-staff';

/** The exam as staff would send it whole. */
function inputOf(current: CachedExam): ExamInput {
  return {
    title: current.title,
    instruction: current.instruction,
    subjectId: current.subjectId,
    isPracticeExam: current.isPractice,
    isSegmentedExam: current.isSegmented,
    segmentedExamDetails: current.segmentedDetails
      ? {
          ...current.segmentedDetails,
          mandatorySubjects: [...current.segmentedDetails.mandatorySubjects],
          compulsoryOptionalSubjects: [...current.segmentedDetails.compulsoryOptionalSubjects],
          optionalSubjects: [...current.segmentedDetails.optionalSubjects],
        }
      : null,
    negativeMarking: current.negativeMarking.mode,
    negativeMarkPerQuestion: current.negativeMarking.fraction,
    passMark: current.passMark,
    shuffleQuestions: current.shuffleQuestions,
    shuffleOptions: current.shuffleOptions,
    retakeLimit: current.retakeLimit,
    delivery: current.delivery,
    questions: current.questions
      .filter((q) => q.pool === null)
      .map((q) => ({ questionId: q.id, point: q.point })),
  };
}

/**
 * A change of an exam, checked: the change to make (in the caller's transaction) and the scoring
 * settings it touches (`EXAM_SCORING_FIELDS`, questions compared with their points resolved).
 */
export async function planExamChange(ctx: AppContext, examId: string, patch: ExamPatch) {
  const current = await loadExam(ctx.db, examId);
  if (!current) throw notFound('No such exam');
  const before = inputOf(current);
  const input: ExamInput = { ...before, ...patch };
  const list = await checkedExamQuestions(ctx, input);
  const marking = checkedNegativeMarking(patch, current.negativeMarking);
  const values = examValues(input, marking);
  const stored = {
    ...before,
    segmentedExamDetails: before.isSegmentedExam ? before.segmentedExamDetails : null,
  };
  const wanted = {
    ...input,
    negativeMarking: marking.mode,
    negativeMarkPerQuestion: marking.fraction,
    questions: list,
    segmentedExamDetails: values.segmentedDetails,
  };
  const fields = changedFields(EXAM_SCORING_FIELDS, stored, wanted);
  // The same save sent again (a retry, a second click) finds the exam as it asks: nothing to do.
  const changed = changedFields(Object.keys(wanted) as (keyof typeof wanted)[], stored, wanted).length > 0;
  const change = async (tx: Tx) => {
    await updateExamRow(tx, examId, values);
    if (patch.questions) await replaceExamQuestions(tx, examId, list);
  };
  return { fields, change, changed };
}

/**
 * Changes an exam (the fields sent replace the stored ones; `questions` replaces the list; the negative
 * marking by `resolveNegativeMarking`). Every node
 * reloads it and the submitted attempts are scored again. A change of what scoring reads that would
 * change a scored result is refused (409 naming the impact) unless `confirmRescore`. A save that
 * changes nothing (the same save sent again) stores nothing, moves no version and re-scores nothing.
 */
export async function updateExam(
  ctx: AppContext,
  examId: string,
  patch: ExamPatch,
  confirmRescore?: boolean,
): Promise<StaffExamView> {
  const { fields, change, changed } = await planExamChange(ctx, examId, patch);
  if (!changed) return getExamForStaff(ctx, examId);
  await requireRescoreConfirmation(ctx, examId, fields, change, confirmRescore);
  // Re-scored whatever changed, as before: the publication of unscored results may depend on the exam too.
  await recordExamChanges(ctx, [examId], { rescore: true, change });
  return getExamForStaff(ctx, examId);
}
