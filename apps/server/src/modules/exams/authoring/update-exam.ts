import type { ExamInput, ExamPatch, StaffExamView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { loadExam } from '../exam-cache';
import { recordExamChanges } from '../results/record-exam-changes';
import { replaceExamQuestions, updateExamRow } from './exam-repository';
import { checkedExamQuestions, checkedNegativeMarking, examValues } from './exam-values';
import { getExamForStaff } from './get-exam-for-staff';

/**
 * Changes an exam (the fields sent replace the stored ones; `questions` replaces the list; the
 * negative marking by `resolveNegativeMarking`). Every node reloads it, and submitted attempts are
 * scored again.
 */
export async function updateExam(ctx: AppContext, examId: string, patch: ExamPatch): Promise<StaffExamView> {
  const current = await loadExam(ctx.db, examId);
  if (!current) throw notFound('No such exam');
  const input: ExamInput = {
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
    passMark: current.passMark,
    shuffleQuestions: current.shuffleQuestions,
    shuffleOptions: current.shuffleOptions,
    retakeLimit: current.retakeLimit,
    questions: current.questions.map((q) => ({ questionId: q.id, point: q.point })),
    ...patch,
  };
  const list = await checkedExamQuestions(ctx, input);
  const marking = checkedNegativeMarking(patch, current.negativeMarking);
  await ctx.db.transaction(async (tx) => {
    await updateExamRow(tx, examId, examValues(input, marking));
    if (patch.questions) await replaceExamQuestions(tx, examId, list);
  });
  await recordExamChanges(ctx, [examId], { rescore: true });
  return getExamForStaff(ctx, examId);
}
