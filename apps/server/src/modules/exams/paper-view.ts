import { negativeFraction, resultShowsAtOnce } from '@lms/domain';
import type { AttemptView, ExamPaperView, ExamScheduleView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import type { CachedExam, ExamAssignment, ExamQuestion } from './exam-cache';
import { totalMarksOf } from './exam-paper';
import { subjectNames, subjectRef } from './subject-names';

/** The schedule a paper shows: a group's assignment (or what a preview makes up). */
export type PaperSchedule = Pick<
  ExamAssignment,
  'groupId' | 'startsAt' | 'endsAt' | 'duration' | 'multipleTimesSubmission' | 'cutMarks'
>;

/**
 * The exam paper but its questions, as the student's start answers it and the staff preview shows it:
 * the exam, the meta (given both flat and as `meta`), the subjects of the questions sat, the attempt and
 * the answers held.
 */
export async function paperView(
  ctx: AppContext,
  exam: CachedExam,
  delivered: readonly ExamQuestion[],
  schedule: PaperSchedule,
  sitting: { studentStartsAt: Date; attempt: AttemptView; answers: ExamPaperView['answers'] },
): Promise<Omit<ExamPaperView, 'questions'>> {
  const names = await subjectNames(ctx, [exam.subjectId, ...delivered.map((q) => q.subjectId)]);
  const subjectIds = [...new Set(delivered.map((q) => q.subjectId).filter((id): id is string => !!id))];
  const meta: ExamScheduleView = {
    duration: schedule.duration,
    startTime: schedule.startsAt.toISOString(),
    startsAt: schedule.startsAt.toISOString(),
    endsAt: schedule.endsAt?.toISOString() ?? null,
    multipleTimesSubmission: schedule.multipleTimesSubmission,
    cutMarks: schedule.cutMarks,
  };
  return {
    _id: exam.id,
    title: exam.title,
    instruction: exam.instruction,
    totalMarks: totalMarksOf(exam, delivered),
    passMark: exam.passMark,
    negativeMarkPerQuestion: negativeFraction(exam.negativeMarking),
    studentStartsAt: sitting.studentStartsAt.toISOString(),
    isPracticeExam: exam.isPractice,
    isSegmentedExam: exam.isSegmented,
    subjectId: subjectRef(exam.subjectId, names),
    /** The subjects of the questions sat (for a segmented exam, the chosen ones). */
    subjects: subjectIds.map((id) => subjectRef(id, names)),
    ...meta,
    meta: {
      ...meta,
      examId: { _id: exam.id, isPracticeExam: exam.isPractice },
      groupId: schedule.groupId,
    },
    attempt: sitting.attempt,
    answers: sitting.answers,
    delivery: {
      questionsPerPage: exam.delivery.questionsPerPage,
      navigation: exam.delivery.navigation,
      resultAtOnce: resultShowsAtOnce(exam),
    },
  };
}
