import {
  type CanonicalAnswer,
  computeFinalMarks,
  isPublishedWhenScored,
  type NormalizedSelection,
  resultFiguresChanged,
  scoreExam,
} from '@lms/domain';
import type { Queryable } from '../../../db/client';
import { type CachedExam, loadExam } from '../exam-cache';
import { deliveredQuestions } from '../exam-paper';
import { findSelection } from '../selection-repository';
import { lockAttemptGroupShared, lockExamGroupsShared } from './publish-lock-repository';
import {
  groupIdsOfAttempts,
  lockAttemptsForScoring,
  type ScoringAnswer,
  type StoredScore,
  storeScores,
} from './scoring-repository';

/** A result that became visible to its student when it was scored. */
export interface NewResult {
  studentId: string;
  attemptId: string;
  groupId: string;
}

/** What scoring an attempt did to its result's visibility. */
export interface ScoreOutcome {
  /** The result is published (its exam's merit list then needs ranking). */
  published: boolean;
  /** Set when this scoring published it (it was hidden before): the student is to be told, once. */
  newlyPublished: NewResult | null;
  /** The exam given was older than the database's (scored with the database's): refresh the cache. */
  staleExam: boolean;
  /** Some result of the exam is published (read while scoring): a changed result needs ranking. */
  examHasPublished?: boolean;
  /** Set when a result published before shows other figures now (scored again): its student is told. */
  changedPublished?: NewResult | null;
}

/** What scoring reads of an attempt besides the exam. */
export interface AttemptToScore {
  groupId: string;
  /** The questions drawn from the exam's pools at start (null: none). */
  drawnQuestionIds: string[] | null;
  hscGpa: number | null;
  sscGpa: number | null;
  answers: ScoringAnswer[];
}

/**
 * The figures of an attempt scored under `exam` (the rules of packages/domain): the one computation
 * of a result, for scoring and for the preview of a change's impact.
 */
export function attemptFigures(
  exam: CachedExam,
  attempt: AttemptToScore,
  selection: NormalizedSelection | null,
) {
  const answers = new Map<string, CanonicalAnswer>(
    attempt.answers.map(([questionId, answer, extra, examinerMarks, overrideMarks]) => [
      questionId,
      { answer, extra, examinerMarks, overrideMarks },
    ]),
  );
  const score = scoreExam(
    deliveredQuestions(exam, selection, attempt.drawnQuestionIds),
    answers,
    exam.negativeMarking,
  );
  const assignment = exam.assignments.get(attempt.groupId);
  const final = computeFinalMarks({
    withoutGPA: score.withoutGPA,
    totalMarks: score.totalMarks,
    passMark: exam.passMark,
    gpaFactor: assignment?.gpaFactor,
    hscGpa: attempt.hscGpa,
    sscGpa: attempt.sscGpa,
    cutMarks: assignment?.cutMarks,
  });
  return { score, final };
}

const NOT_FOUND: ScoreOutcome = { published: false, newlyPublished: null, staleExam: false };

/**
 * Scores a submitted attempt with the rules of packages/domain and stores the figures the result page
 * and the scoreboard read (marks, totals, negative marks, GPA part, pass, counts, marks per subject). Practice results,
 * and results of a group whose results are published, are published at once. Takes the attempt's row
 * lock, so of two scorings (or a scoring and a publish) at once only one sees the result go visible.
 */
export async function scoreAttempt(
  db: Queryable,
  cached: CachedExam,
  attemptId: string,
  now: Date,
): Promise<ScoreOutcome> {
  await lockAttemptGroupShared(db, attemptId);
  return (await scoreAttempts(db, cached, [attemptId], now)).get(attemptId) ?? NOT_FOUND;
}

/**
 * Inside a transaction, holding the publish locks of the attempts' (exam, group) shared: scores
 * attempts of one exam as `scoreAttempt` does, in three statements whatever their number (lock and read
 * them with their answers, store every score); by attempt id. An attempt not found is left out, and so
 * is one scored already when `onlyUnscored`.
 */
export async function scoreAttempts(
  db: Queryable,
  cached: CachedExam,
  attemptIds: string[],
  now: Date,
  onlyUnscored = false,
): Promise<Map<string, ScoreOutcome>> {
  const outcomes = new Map<string, ScoreOutcome>();
  if (attemptIds.length === 0) return outcomes;
  const attempts = await lockAttemptsForScoring(db, cached.id, attemptIds, onlyUnscored);
  // A node's cached exam may lag a key change made on another node by a few seconds; never score with it.
  let current: CachedExam | null = null;
  const scores: StoredScore[] = [];
  for (const attempt of attempts) {
    const staleExam = attempt.examVersion !== cached.version;
    if (staleExam && !current) current = (await loadExam(db, cached.id)) ?? cached;
    const exam = staleExam ? (current ?? cached) : cached;
    const selection = exam.isSegmented ? await findSelection(db, exam.id, attempt.studentId) : null;
    const { score, final } = attemptFigures(exam, attempt, selection);
    const publishedAt =
      attempt.publishedAt ?? (isPublishedWhenScored(exam, attempt.groupPublishedAt !== null) ? now : null);
    scores.push({
      id: attempt.id,
      scoredAt: now,
      marksObtained: final.marksObtained,
      totalMarks: final.totalMarks,
      negativeMarks: score.negativeMarks,
      withoutGpa: final.withoutGPA,
      gpaMarks: final.gpaMarks,
      cutMarks: final.cutMarks,
      passed: final.passed,
      correct: score.correct,
      incorrect: score.incorrect,
      partlyCorrect: score.partlyCorrect,
      skipped: score.skipped,
      pending: score.pending,
      subjectMarks:
        score.bySubject.length > 0
          ? Object.fromEntries(score.bySubject.map((subject) => [subject.subjectId, subject.marks]))
          : null,
      publishedAt,
    });
    outcomes.set(attempt.id, {
      published: publishedAt !== null,
      newlyPublished:
        publishedAt !== null && attempt.publishedAt === null
          ? { studentId: attempt.studentId, attemptId: attempt.id, groupId: attempt.groupId }
          : null,
      staleExam,
      examHasPublished: attempt.examHasPublished,
      changedPublished:
        attempt.publishedAt !== null &&
        attempt.scoredAt !== null &&
        resultFiguresChanged(
          {
            marksObtained: attempt.marksObtained ?? 0,
            totalMarks: attempt.totalMarks ?? 0,
            passed: attempt.passed ?? false,
          },
          final,
        )
          ? { studentId: attempt.studentId, attemptId: attempt.id, groupId: attempt.groupId }
          : null,
    });
  }
  await storeScores(db, scores);
  return outcomes;
}

/**
 * Inside a transaction: scores the submitted attempts of one exam that are not scored yet (an attempt
 * scored meanwhile by another node or reader is left out), holding their groups' publish locks shared.
 */
export async function scoreUnscoredAttempts(
  tx: Queryable,
  cached: CachedExam,
  attemptIds: string[],
  now: Date,
): Promise<Map<string, ScoreOutcome>> {
  await lockExamGroupsShared(tx, cached.id, await groupIdsOfAttempts(tx, attemptIds));
  return scoreAttempts(tx, cached, attemptIds, now, true);
}
