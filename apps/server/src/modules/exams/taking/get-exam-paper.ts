import { attemptQuestionOrder } from '@lms/domain';
import type { ExamPaperView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import type { ExamQuestion } from '../exam-cache';
import { deliveredQuestions, displayedAnswer } from '../exam-paper';
import { type ExamPaperJson, questionsJson } from '../paper-json';
import { paperView } from '../paper-view';
import { findSelection } from '../selection-repository';
import { attemptView } from './attempt-view';
import { openAttempt, type StartedExam } from './open-attempt';

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
  const { paper, ordered } = await attemptPaper(ctx, started);
  return { paper, questionsJson: questionsJson(started.exam, started.attempt.seed, ordered) };
}

/**
 * A started attempt's paper but its questions (the meta, the attempt, the answers held with MCA in
 * the order shown), and the questions it sits in its order.
 */
export async function attemptPaper(
  ctx: AppContext,
  started: StartedExam,
): Promise<{ paper: Omit<ExamPaperView, 'questions'>; ordered: ExamQuestion[] }> {
  const { exam, assignment, attempt } = started;
  const selection = exam.isSegmented ? await findSelection(ctx.db, exam.id, attempt.studentId) : null;
  const delivered = deliveredQuestions(exam, selection, attempt.drawnQuestionIds);
  const paper = await paperView(ctx, exam, delivered, assignment, {
    studentStartsAt: attempt.startedAt,
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
  });
  return { paper, ordered: attemptQuestionOrder(delivered, attempt.seed, exam.shuffleQuestions) };
}
