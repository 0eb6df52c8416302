import {
  type CanonicalAnswer,
  feedbackFor,
  isPastDeadline,
  isPublishedWhenScored,
  isWrittenQuestionType,
  negativeFraction,
  openWindows,
  type ResultReveal,
  resultParts,
  resultReveal,
  resultShowsAtOnce,
  retakesLeft,
  scoreQuestion,
  setFieldOfSeed,
  signedNegativeMarks,
  summarizeScores,
} from '@lms/domain';
import type {
  AnsweredResultView,
  ExamResultResponse,
  ExamResultView,
  ResultExamView,
  ResultNotPublishedView,
  UnansweredResultView,
} from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { listAnswers, type SavedAnswer } from '../answer-repository';
import { attemptSchedule, examGivenTo } from '../exam-access';
import type { CachedExam, ExamAssignment, ExamQuestion } from '../exam-cache';
import { examErrors } from '../exam-errors';
import { answerAsShown, attemptOptionOrders, deliveredQuestions, totalMarksOf } from '../exam-paper';
import { examServices } from '../exam-services';
import { findScheduleChanges } from '../exceptions/exception-repository';
import { scheduleOf } from '../exceptions/student-schedule';
import { retakesUsed } from '../retake-repository';
import { findSelection } from '../selection-repository';
import { subjectNames, subjectRef } from '../subject-names';
import { submitOverdueAttempt } from './auto-submit';
import { shownResultQuestion, withoutExplanation } from './result-json';
import { findStudentAttempt } from './result-repository';
import { scorePendingSeen } from './score-pending';

/** The answer of the result call while a live result is not published. */
export const notPublishedYet: ResultNotPublishedView = {
  code: 'notPublishedYet',
  title: 'The result is not published yet',
  message: 'You will see your result once it is published.',
};

/**
 * The student's result (an attempt past its deadline is submitted and scored first): practice results
 * at once, live ones once published or, when the exam says so, once scored (until then `{code:
 * 'notPublishedYet', title}`); the key and explanations only as `resultReveal` allows, else they are
 * not sent at all. Figures are the stored ones; the per-question views are scored from the
 * stored answers with the same rules. Answered questions in exam order, then the unanswered ones with
 * only the question.
 */
export async function getResult(
  ctx: AppContext,
  studentId: string,
  examId: string,
  groupId: string,
): Promise<ExamResultResponse> {
  const { exam, assignment: reachedThrough } = await examGivenTo(ctx, examId, groupId);
  const atOnce = resultShowsAtOnce(exam);
  const found = await examServices(ctx).results.add(
    { examId, groupId, studentId, visibleWhenScored: atOnce },
    `${examId}:${groupId}:${studentId}`,
  );
  if (!found.member) throw examErrors.removedFromGroup();
  let attempt = found.attempt;
  // The answers read with the attempt are its answers as long as no other read of it was needed.
  let answers = found.answers;
  if (attempt && !attempt.submittedAt && isPastDeadline(ctx.now(), attempt.deadlineAt)) {
    // Time is over but the auto-submit waits for the offline grace: the result must not wait with it.
    await submitOverdueAttempt(ctx, exam, attempt);
    attempt = await findStudentAttempt(ctx.db, examId, studentId);
    answers = null;
  }
  if (!attempt?.submittedAt) throw notFound('No result yet', 'You have not submitted this exam yet.');
  // A scored attempt's stored publication decides. One still being scored is published by its scoring
  // only for a practice exam or a group whose results are out: otherwise the answer needs no score, and
  // students opening the result page during a deadline's rush do not have the rush's scoring done first.
  const mayBeVisible = attempt.scoredAt
    ? attempt.publishedAt !== null || atOnce
    : atOnce ||
      isPublishedWhenScored(exam, Boolean(exam.assignments.get(attempt.groupId)?.resultsPublishedAt));
  if (!mayBeVisible) return notPublishedYet;
  // Scorings under way (this student's submitted a moment ago, or others' that move this one's merit
  // positions) end first: the figures shown are never older than the submits answered. Whether any was
  // unscored was read with the attempt; it is read again only when something was scored meanwhile, or
  // it was not scored yet when read.
  const scoredMeanwhile = await scorePendingSeen(ctx, { examId }, found.unscoredInExam);
  if (scoredMeanwhile || !attempt.scoredAt) {
    attempt = await findStudentAttempt(ctx.db, examId, studentId);
    answers = null;
  }
  if (!attempt?.submittedAt || !attempt.scoredAt)
    throw notFound('No result yet', 'You have not submitted this exam yet.');
  if (!attempt.publishedAt && !atOnce) return notPublishedYet;
  const reveal = resultReveal(exam, {
    published: attempt.publishedAt !== null,
    windowsClosed: windowsClosed(exam, ctx.now()),
  });
  // The figures were scored with the schedule of the group the exam was sat through.
  const assignment = attemptSchedule(exam, attempt, reachedThrough);
  const scored = { ...attempt, submittedAt: attempt.submittedAt };
  const view = await resultView(ctx, exam, scored, assignment, answers);
  const examResult = {
    ...revealed(view, reveal),
    publishedAt: (attempt.publishedAt ?? attempt.scoredAt).toISOString(),
    feedback: feedbackFor(exam.delivery.feedbackBands, view.marksObtained, view.totalMarks),
  };
  return { examResult, exam: view.examId };
}

/** Whether every group's window of the exam has closed (a practice exam's never does). */
function windowsClosed(exam: CachedExam, now: Date): boolean {
  const windows = [...exam.assignments.values()].map((a) => ({
    groupId: a.groupId,
    name: '',
    endsAtMs: a.endsAt?.getTime() ?? null,
  }));
  return openWindows(windows, now.getTime()).length === 0;
}

/** A result with only what its student may see: no answers without the key, no explanations without them. */
function revealed<T extends Pick<ExamResultView, 'answers'>>(view: T, reveal: ResultReveal) {
  const shows = { key: reveal.key, explanations: reveal.explanations };
  if (!reveal.key) return { ...view, answers: [], shows };
  if (reveal.explanations) return { ...view, shows };
  const answers = view.answers.map((a) => ({ ...a, questionId: withoutExplanation(a.questionId) }));
  return { ...view, answers, shows };
}

/** A scored attempt. */
type ScoredAttempt = NonNullable<Awaited<ReturnType<typeof findStudentAttempt>>> & { submittedAt: Date };

/**
 * A scored attempt's result as its student sees it (staff see it the same way, published or not):
 * the stored figures, and per question the answer, its marks and the key, scored with the same rules.
 */
export async function resultView(
  ctx: AppContext,
  exam: CachedExam,
  attempt: ScoredAttempt,
  assignment: ExamAssignment,
  answers: SavedAnswer[] | null = null,
): Promise<Omit<ExamResultView, 'publishedAt'> & { publishedAt: string | null }> {
  const studentId = attempt.studentId;
  const examId = exam.id;
  const selection = exam.isSegmented ? await findSelection(ctx.db, examId, studentId) : null;
  const delivered = deliveredQuestions(exam, selection, attempt.drawnQuestionIds);
  const rows = answers ?? (await listAnswers(examServices(ctx).sql, attempt.id));
  const saved = new Map(rows.map((a) => [a.questionId, a]));
  // Options are shown as this attempt's paper showed them, so each keeps the letter the student saw.
  const orderOf = attemptOptionOrders(exam, attempt.seed);
  const answered: AnsweredResultView[] = [];
  const unanswered: UnansweredResultView[] = [];
  const scores = delivered.map((q) => {
    const row = saved.get(q.id);
    const canonical: CanonicalAnswer | undefined = row
      ? {
          answer: row.answer,
          extra: row.extra,
          examinerMarks: row.examinerMarks,
          overrideMarks: row.overrideMarks,
        }
      : undefined;
    const score = scoreQuestion(q, canonical, exam.negativeMarking);
    const order = orderOf(q.id, q.options.length);
    const shown = shownResultQuestion(exam, q, order);
    if (row) {
      answered.push({
        questionId: shown,
        // A written answer is its text; the original student client shows it as a string.
        answer: isWrittenQuestionType(q.type) ? (row.answer[0] ?? '') : answerAsShown(q, row.answer, order),
        marks: score.marks,
        notes: row.notes,
        extra: row.extra,
        ...resultParts(q, row.answer, score),
        negativeMarks: signedNegativeMarks(score.negativeMarks),
        pending: score.pending,
        override:
          row.overrideMarks === null
            ? null
            : {
                marks: row.overrideMarks,
                reason: row.overrideReason ?? '',
                by: row.overrideByName,
                at: row.overrideAt?.toISOString() ?? null,
              },
      });
    } else unanswered.push({ questionId: shown });
    return { subjectId: q.subjectId, score };
  });
  const summary = summarizeScores(scores);
  const names = await subjectNames(
    ctx,
    delivered.map((q) => q.subjectId),
  );
  // A live exam is never retaken; a practice exam without a limit needs no count. An exception may give
  // the student (or the group) another limit.
  const retakeLimit = exam.isPractice ? await retakeLimitOf(ctx, exam, attempt, assignment) : null;
  const used = retakeLimit !== null ? await retakesUsed(ctx.db, examId, studentId) : 0;
  const left = exam.isPractice ? retakesLeft(retakeLimit, used) : 0;
  return {
    _id: attempt.id,
    ...setFieldOfSeed(attempt.seed),
    studentId,
    groupId: attempt.groupId,
    examId: { ...examSummary(exam, assignment.duration, delivered), retakesLeft: left },
    // The figures are stored together with `scoredAt` (scoreAttempt), so they are set here.
    marksObtained: attempt.marksObtained ?? 0,
    totalMarks: attempt.totalMarks ?? 0,
    negativeMarks: signedNegativeMarks(attempt.negativeMarks ?? 0),
    withoutGPA: attempt.withoutGpa ?? 0,
    gpaMarks: attempt.gpaMarks ?? 0,
    cutMarks: attempt.cutMarks ?? 0,
    gpaFactor: assignment.gpaFactor ?? { hsc: 0, ssc: 0 },
    passed: attempt.passed ?? false,
    /** Merit position; null until computed. */
    rank: attempt.rank,
    branchRank: attempt.branchRank,
    percentile: attempt.percentile,
    startsAt: attempt.startedAt.toISOString(),
    submittedAt: attempt.submittedAt.toISOString(),
    publishedAt: attempt.publishedAt?.toISOString() ?? null,
    correct: attempt.correct ?? 0,
    // Counted from the answers like the subject-wise counts: attempts scored before partly correct
    // answers were counted apart stored them as incorrect.
    incorrect: summary.incorrect,
    partlyCorrect: summary.partlyCorrect,
    skipped: attempt.skipped ?? 0,
    pending: attempt.pending ?? 0,
    /** Subject-wise counts (Correct, Partly correct, Incorrect, Skipped, Negative) with the subject's name and position. */
    subjectStats: summary.bySubject.map((s) => ({
      ...s,
      negativeMarks: signedNegativeMarks(s.negativeMarks),
      name: names.get(s.subjectId) ?? null,
      rank: attempt.subjectRanks?.[s.subjectId] ?? null,
    })),
    subjects: [...new Set(delivered.map((q) => q.subjectId))]
      .filter((id): id is string => !!id)
      .map((id) => subjectRef(id, names)),
    answers: [...answered, ...unanswered],
  };
}

function examSummary(exam: CachedExam, duration: number, delivered: ExamQuestion[]): ResultExamView {
  return {
    _id: exam.id,
    title: exam.title,
    totalMarks: totalMarksOf(exam, delivered),
    passMark: exam.passMark,
    isPracticeExam: exam.isPractice,
    isSegmentedExam: exam.isSegmented,
    duration,
    negativeMarkPerQuestion: negativeFraction(exam.negativeMarking),
  };
}

/** The retake limit of a practice exam for the attempt's student, exceptions included. */
async function retakeLimitOf(
  ctx: AppContext,
  exam: CachedExam,
  attempt: { studentId: string; groupId: string },
  assignment: ExamAssignment,
): Promise<number | null> {
  const key = { examId: exam.id, groupId: attempt.groupId, studentId: attempt.studentId };
  return scheduleOf(exam, assignment, await findScheduleChanges(examServices(ctx).sql, key)).retakeLimit;
}
