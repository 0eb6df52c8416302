import { questionOrder } from '@lms/domain';
import type { ExamScheduleView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { deliveredQuestions, displayedAnswer, totalMarksOf } from '../exam-paper';
import { type ExamPaperJson, questionsJson } from '../paper-json';
import { findSelection } from '../selection-repository';
import { subjectNames, subjectRef } from '../subject-names';
import { attemptView } from './attempt-view';
import { openAttempt } from './open-attempt';

/**
 * The exam a student is sitting (the exam data with the meta; the questions as JSON), starting the
 * attempt when it is not started yet: questions in this attempt's order with the options shuffled per attempt, never the
 * keys or explanations; for a segmented exam only the chosen subjects' questions; and the answers the
 * server holds already (MCA in the order shown), so another device or a cleared browser resumes.
 */
export async function getExamPaper(
  ctx: AppContext,
  studentId: string,
  examId: string,
  groupId: string,
): Promise<ExamPaperJson> {
  const started = await openAttempt(ctx, studentId, examId, groupId, true);
  const { exam, assignment, attempt } = started;
  const selection = exam.isSegmented ? await findSelection(ctx.db, examId, studentId) : null;
  const delivered = deliveredQuestions(exam, selection);
  const names = await subjectNames(ctx, [exam.subjectId, ...delivered.map((q) => q.subjectId)]);
  const subjectIds = [...new Set(delivered.map((q) => q.subjectId).filter((id): id is string => !!id))];
  // The exam's meta, given both flat and as `meta`.
  const schedule: ExamScheduleView = {
    duration: assignment.duration,
    startTime: assignment.startsAt.toISOString(),
    startsAt: assignment.startsAt.toISOString(),
    endsAt: assignment.endsAt?.toISOString() ?? null,
    multipleTimesSubmission: assignment.multipleTimesSubmission,
    cutMarks: assignment.cutMarks,
  };
  const paper: ExamPaperJson['paper'] = {
    _id: exam.id,
    title: exam.title,
    instruction: exam.instruction,
    totalMarks: totalMarksOf(exam, delivered),
    passMark: exam.passMark,
    negativeMarkPerQuestion: exam.negativeMarkPerQuestion,
    studentStartsAt: attempt.startedAt.toISOString(),
    isPracticeExam: exam.isPractice,
    isSegmentedExam: exam.isSegmented,
    subjectId: subjectRef(exam.subjectId, names),
    /** The subjects of the questions sat (for a segmented exam, the chosen ones). */
    subjects: subjectIds.map((id) => subjectRef(id, names)),
    ...schedule,
    meta: {
      ...schedule,
      examId: { _id: exam.id, isPracticeExam: exam.isPractice },
      groupId: assignment.groupId,
    },
    attempt: attemptView(ctx, started),
    answers: started.answers.flatMap((row) => {
      const q = exam.questionById.get(row.questionId);
      if (!q) return [];
      return [
        {
          questionId: row.questionId,
          answer: displayedAnswer(exam, attempt.seed, q, row.answer),
          extra: row.extra,
          timestamp: row.clientTs,
        },
      ];
    }),
  };
  const ordered = questionOrder(delivered, attempt.seed, exam.shuffleQuestions);
  return { paper, questionsJson: questionsJson(exam, attempt.seed, ordered) };
}
