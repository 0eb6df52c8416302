import { isWrittenQuestionType, markingStepOf, marksProblem } from '@lms/domain';
import type { AppContext } from '../../../context';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import type { CachedExam } from '../exam-cache';
import { examServices } from '../exam-services';
import { announceRescore } from '../results/announce-rescore';
import { notifyMarkedResult, notifyNewResults } from '../results/notify-new-results';
import { rankIfPublished } from '../results/rank-if-published';
import { type ScoreOutcome, scoreAttempt } from '../results/score-attempt';
import { findAttemptSubmission, lockAnswerMarking, storeMarking } from './marking-repository';

/** One answer of an attempt. */
export interface AnswerTarget {
  examId: string;
  attemptId: string;
  questionId: string;
}

/** What an examiner gives an answer. */
export interface MarksToRecord {
  marks: number;
  comment: string;
  /** The marks the examiner saw before (null: unmarked); undefined when the caller does not say. */
  seenMarks?: number | null;
  /** Evaluated copies of uploaded files: the file's key -> the key of the marked copy. */
  evaluatedKeys?: Record<string, string>;
}

/**
 * Records marks on a written answer (shortAns, paragraph) of a submitted attempt: 0 to the question's
 * point in this exam. The first examiner's marks stay theirs to correct until someone reviews them;
 * anyone else giving marks is a reviewer (the first marks are kept, and the first examiner can no
 * longer overrule the review). Marks given since the examiner looked (`seenMarks`) refuse the call.
 * The attempt is scored again; a published exam is re-ranked, a result this publishes (its group's
 * results are out) is announced to its student, and a published result it changes is told once
 * until seen. Open results views are told as after a
 * re-score: the staff's always, the student's when the result is published.
 */
export async function recordMarks(
  ctx: AppContext,
  staffId: string,
  target: AnswerTarget,
  input: MarksToRecord,
) {
  const exam = await examServices(ctx).exams.get(target.examId);
  if (!exam) throw notFound('No such exam');
  const question = exam.questionById.get(target.questionId);
  if (!question) throw notFound('No such question in this exam');
  if (!isWrittenQuestionType(question.type))
    throw badRequest('Not a written answer', 'Only short answers and paragraphs are marked by hand.');
  const problem = marksProblem(input.marks, question.point);
  if (problem) throw badRequest('Marks out of range', problem);
  const attempt = await findAttemptSubmission(ctx.db, target.examId, target.attemptId);
  if (!attempt) throw notFound('No such attempt of this exam');
  if (!attempt.submittedAt) throw conflict('Not submitted yet', 'Mark answers once the exam is submitted.');
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await lockAnswerMarking(tx, target.attemptId, target.questionId);
    if (!row) return null;
    if (input.seenMarks !== undefined && input.seenMarks !== row.marks)
      throw conflict(
        'Marked meanwhile',
        row.marks === null
          ? 'These marks were taken back meanwhile; look at the answer again.'
          : `Another examiner gave ${row.marks} meanwhile; look at their marks before giving yours.`,
      );
    const step = markingStepOf(row, staffId);
    if (step === 'refused')
      throw conflict(
        'Already reviewed',
        'A second examiner reviewed these marks; only they can change them now.',
      );
    const evaluated = input.evaluatedKeys ?? {};
    await storeMarking(tx, target.attemptId, target.questionId, {
      examinerMarks: input.marks,
      notes: input.comment,
      extra: row.extra.map((file) =>
        evaluated[file.key] ? { ...file, evaluatedKey: evaluated[file.key] } : file,
      ),
      ...(step === 'review'
        ? { firstMarks: row.firstMarks ?? row.marks, reviewedBy: staffId, reviewedAt: now }
        : { firstMarks: input.marks, markedBy: staffId, markedAt: now, reviewedBy: null, reviewedAt: null }),
    });
    return scoreAttempt(tx, exam, target.attemptId, now);
  });
  if (!outcome) throw notFound('No answer to mark', 'The student did not answer this question.');
  await afterAnswerScored(ctx, exam, attempt.studentId, outcome);
}

/**
 * What follows scoring an attempt again after an examiner changed one of its answers' marks: a stale
 * cached exam is dropped, a published exam is re-ranked, a result this publishes is announced to its
 * student, a published result it changes is told once until seen, and open results views are told.
 */
export async function afterAnswerScored(
  ctx: AppContext,
  exam: CachedExam,
  studentId: string,
  outcome: ScoreOutcome,
): Promise<void> {
  if (outcome.staleExam) examServices(ctx).exams.invalidate(exam.id);
  await rankIfPublished(ctx, exam.id, outcome.published);
  if (outcome.newlyPublished) await notifyNewResults(ctx, exam, [outcome.newlyPublished]);
  else if (outcome.changedPublished) await notifyMarkedResult(ctx, exam, outcome.changedPublished);
  announceRescore(ctx, exam.id, outcome.published ? [studentId] : []);
}
