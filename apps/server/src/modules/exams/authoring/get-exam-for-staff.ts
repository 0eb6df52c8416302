import { negativeFraction } from '@lms/domain';
import type { StaffExamView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { loadExam } from '../exam-cache';
import { questionsByIds } from '../question-bank/question-repository';
import { staffQuestionView } from '../question-bank/staff-question-view';

/** An exam as staff see it: questions with keys and points, and its groups with their schedules. */
export async function getExamForStaff(ctx: AppContext, examId: string): Promise<StaffExamView> {
  const exam = await loadExam(ctx.db, examId);
  if (!exam) throw notFound('No such exam');
  // The pools' candidates are edited as pools (exam-pools routes), not as the paper's list.
  const listed = exam.questions.filter((q) => q.pool === null);
  const byId = new Map(
    (
      await questionsByIds(
        ctx.db,
        listed.map((q) => q.id),
      )
    ).map((r) => [r.id, r]),
  );
  return {
    _id: exam.id,
    title: exam.title,
    instruction: exam.instruction,
    subjectId: exam.subjectId,
    isPracticeExam: exam.isPractice,
    isSegmentedExam: exam.isSegmented,
    segmentedExamDetails: exam.segmentedDetails,
    negativeMarking: exam.negativeMarking.mode,
    negativeMarkPerQuestion: negativeFraction(exam.negativeMarking),
    passMark: exam.passMark,
    shuffleQuestions: exam.shuffleQuestions,
    shuffleOptions: exam.shuffleOptions,
    retakeLimit: exam.retakeLimit,
    delivery: exam.delivery,
    totalMarks: exam.totalMarks,
    version: exam.version,
    questions: listed.map((q) => ({
      ...staffQuestionView(byId.get(q.id)!),
      point: q.point,
      // The key this exam scores with (it may have been corrected for this exam).
      answer: q.answer,
    })),
    assignments: [...exam.assignments.values()].map((a) => ({
      _id: a.id,
      groupId: a.groupId,
      startsAt: a.startsAt.toISOString(),
      endsAt: a.endsAt?.toISOString() ?? null,
      duration: a.duration,
      multipleTimesSubmission: a.multipleTimesSubmission,
      gpaFactor: a.gpaFactor,
      cutMarks: a.cutMarks,
      resultsPublishedAt: a.resultsPublishedAt?.toISOString() ?? null,
    })),
  };
}
