import { isAnswered } from './answers';
import { type NegativeMarking, wrongAnswerMarks } from './negative-marking';
import { nonNegative, round2, sumMarks } from './rounding';
import { type CanonicalAnswer, type ExamQuestionRule, isWrittenQuestionType, type VoidKind } from './types';
import { voidedScore } from './void-question';

/**
 * The score of one question. Marks are rounded to 2 decimals (see `round2`).
 * `marks` is the NET mark (it is negative for a wrong MCQ); `negativeMarks` is the size of the
 * negative part as a non-negative number (shown as "Negative Marks"), so for MCA
 * `marks = positive part - negativeMarks`.
 */
export interface QuestionScore {
  /** Net marks of the question (positive part minus `negativeMarks`). */
  marks: number;
  /** The negative part, >= 0. */
  negativeMarks: number;
  /** Full marks of the question (its point). */
  total: number;
  /** Earned the full point: the MCQ/checkbox set equals the key, every MCA option right, or an examiner gave full marks. */
  correct: boolean;
  answered: boolean;
  /** Not answered (MCA: every option 'N'). */
  skipped: boolean;
  /** A written answer waiting for an examiner. */
  pending: boolean;
  /** The question was voided (`voidedScore`): neither correct, wrong nor skipped. */
  voided?: VoidKind;
}

const SKIPPED = {
  marks: 0,
  negativeMarks: 0,
  correct: false,
  answered: false,
  skipped: true,
  pending: false,
};

/** Non-empty distinct texts. */
function textSet(values: readonly string[] | null | undefined): Set<string> {
  return new Set((values ?? []).filter((value) => typeof value === 'string' && value !== ''));
}

/** The score an examiner's override gives (null when there is none). */
function overriddenScore(
  given: number | null | undefined,
  point: number,
  wrongMarks: number,
): Omit<QuestionScore, 'total'> | null {
  if (typeof given !== 'number' || !Number.isFinite(given)) return null;
  const marks = round2(Math.min(Math.max(given, -wrongMarks), point));
  return {
    marks,
    negativeMarks: marks < 0 ? -marks : 0,
    correct: marks >= round2(point),
    answered: true,
    skipped: false,
    pending: false,
  };
}

/**
 * Scores one question against a student's answer in canonical order (W = `wrongAnswerMarks`: what
 * the exam's negative marking takes for a wrong answer to this question):
 * - MCQ, checkbox: the chosen set equals the key -> +point; answered but wrong -> -W;
 *   unanswered -> 0 and skipped.
 * - MCA: with n options, c answered correctly and w answered wrongly ('N' is neither):
 *   c/n x point - w/n x W, each part rounded to 2 decimals;
 *   all 'N' is skipped; a missing position counts as 'N'.
 * - shortAns, paragraph: unanswered -> skipped; answered -> pending until `examinerMarks` is set,
 *   then those marks bounded to 0..point. Never negative.
 * - An answered MCQ, checkbox or MCA with `overrideMarks` earns those marks whatever the key says,
 *   bounded to -W..point (see `overrideBounds`); the key's later changes do not touch it.
 * - A voided question scores as `voidedScore` says, whatever the answer or an override.
 */
export function scoreQuestion(
  question: ExamQuestionRule,
  answer: CanonicalAnswer | null | undefined,
  marking: NegativeMarking,
): QuestionScore {
  const point = nonNegative(question.point);
  const total = round2(point);
  const wrongMarks = wrongAnswerMarks(question, marking);
  if (question.voided) return voidedScore(question.voided, total, isAnswered(question.type, answer));
  if (!isAnswered(question.type, answer)) return { ...SKIPPED, total };

  if (isWrittenQuestionType(question.type)) {
    const given = answer?.examinerMarks;
    if (typeof given !== 'number' || !Number.isFinite(given)) {
      return {
        marks: 0,
        negativeMarks: 0,
        total,
        correct: false,
        answered: true,
        skipped: false,
        pending: true,
      };
    }
    const marks = round2(Math.min(Math.max(given, 0), point));
    return {
      marks,
      negativeMarks: 0,
      total,
      correct: marks >= total,
      answered: true,
      skipped: false,
      pending: false,
    };
  }

  const override = overriddenScore(answer?.overrideMarks, point, wrongMarks);
  if (override) return { ...override, total };

  if (question.type === 'MCA') {
    const n = question.options.length || question.answer.length;
    let right = 0;
    let wrong = 0;
    for (let index = 0; index < n; index++) {
      const value = answer?.answer?.[index];
      if (value !== 'true' && value !== 'false') continue;
      if (value === question.answer[index]) right++;
      else wrong++;
    }
    const positive = round2((right * point) / n);
    const negativeMarks = round2((wrong * wrongMarks) / n);
    return {
      marks: round2(positive - negativeMarks),
      negativeMarks,
      total,
      correct: right === n,
      answered: true,
      skipped: false,
      pending: false,
    };
  }

  const chosen = textSet(answer?.answer);
  const key = textSet(question.answer);
  const correct = chosen.size === key.size && [...chosen].every((text) => key.has(text));
  if (correct)
    return { marks: total, negativeMarks: 0, total, correct, answered: true, skipped: false, pending: false };
  const negativeMarks = round2(wrongMarks);
  return {
    marks: round2(-negativeMarks),
    negativeMarks,
    total,
    correct,
    answered: true,
    skipped: false,
    pending: false,
  };
}

/** Counts and sums over a set of scored questions. */
export interface ScoreCounts {
  /** Sum of net marks (2 decimals). */
  marks: number;
  /** Sum of the negative parts (2 decimals, >= 0). */
  negativeMarks: number;
  /** Sum of the questions' points. */
  totalMarks: number;
  questionCount: number;
  correct: number;
  /** Answered, not pending, and earning nothing (no positive part). */
  incorrect: number;
  /** Answered, not pending, earning part of the point (an MCA partly right, a written answer given part marks). */
  partlyCorrect: number;
  skipped: number;
  pending: number;
  answered: number;
}

/** The counts of one subject, for the result page's subject-wise cards. */
export interface SubjectScore extends ScoreCounts {
  subjectId: string;
}

/** The totals of an exam: `withoutGPA` (sum of marks) and the same counts per subject. */
export interface ExamScore extends ScoreCounts {
  /** Sum of marks before GPA and cut marks (equals `marks`). */
  withoutGPA: number;
  /** Per subject, in the order subjects first appear; questions without a subject are left out. */
  bySubject: SubjectScore[];
}

/** A question's score with the subject it counts for. */
export interface SubjectTaggedScore {
  subjectId?: string | null;
  score: QuestionScore;
}

function isMarkedWrong(score: QuestionScore): boolean {
  return score.answered && !score.pending && !score.correct && !score.voided;
}

/** The positive part (net marks plus the negative part) is above 0; both are rounded to 2 decimals. */
function earnsPart(score: QuestionScore): boolean {
  return score.marks + score.negativeMarks > 0.005;
}

function countScores(scores: readonly QuestionScore[]): ScoreCounts {
  return {
    marks: sumMarks(scores.map((score) => score.marks)),
    negativeMarks: sumMarks(scores.map((score) => score.negativeMarks)),
    totalMarks: sumMarks(scores.map((score) => score.total)),
    questionCount: scores.length,
    correct: scores.filter((score) => score.correct).length,
    incorrect: scores.filter((score) => isMarkedWrong(score) && !earnsPart(score)).length,
    partlyCorrect: scores.filter((score) => isMarkedWrong(score) && earnsPart(score)).length,
    skipped: scores.filter((score) => score.skipped).length,
    pending: scores.filter((score) => score.pending).length,
    answered: scores.filter((score) => score.answered).length,
  };
}

/** Adds up question scores into exam totals and per-subject totals. */
export function summarizeScores(items: readonly SubjectTaggedScore[]): ExamScore {
  const subjects = new Map<string, QuestionScore[]>();
  for (const { subjectId, score } of items) {
    if (!subjectId) continue;
    const list = subjects.get(subjectId) ?? [];
    list.push(score);
    subjects.set(subjectId, list);
  }
  const counts = countScores(items.map((item) => item.score));
  return {
    ...counts,
    withoutGPA: counts.marks,
    bySubject: [...subjects].map(([subjectId, scores]) => ({ subjectId, ...countScores(scores) })),
  };
}

/** One question's score with its ids. */
export interface ScoredQuestion extends QuestionScore {
  questionId: string;
  subjectId: string | null;
}

/** Answers by question id, in canonical order. */
export type AnswersByQuestion =
  | ReadonlyMap<string, CanonicalAnswer | null | undefined>
  | Readonly<Record<string, CanonicalAnswer | null | undefined>>;

function lookup(answers: AnswersByQuestion, questionId: string): CanonicalAnswer | null | undefined {
  if (answers instanceof Map) return answers.get(questionId);
  return Object.hasOwn(answers, questionId)
    ? (answers as Record<string, CanonicalAnswer>)[questionId]
    : undefined;
}

/** Scores every question of an exam (a question without an answer is skipped) and adds them up. */
export function scoreExam(
  questions: readonly ExamQuestionRule[],
  answers: AnswersByQuestion,
  marking: NegativeMarking,
): ExamScore & { questions: ScoredQuestion[] } {
  const scored = questions.map((question) => ({
    questionId: question.id,
    subjectId: question.subjectId ?? null,
    ...scoreQuestion(question, lookup(answers, question.id), marking),
  }));
  const summary = summarizeScores(scored.map((score) => ({ subjectId: score.subjectId, score })));
  return { ...summary, questions: scored };
}

/** GPA factors of an assignment (`gpaFactor {hsc, ssc}`); missing factors are 0. */
export interface GpaFactor {
  hsc?: number | null;
  ssc?: number | null;
}

/** The largest GPA (a GPA is 0 to 5); the total grows by this times each factor. */
export const GPA_SCALE = 5;

function gpaValue(gpa: number | null | undefined): number {
  return Math.min(nonNegative(gpa), GPA_SCALE);
}

/** Marks from GPA: HSCGPA x hsc + SSCGPA x ssc (GPAs bounded to 0..5, 2 decimals). */
export function gpaMarks(
  factor: GpaFactor | null | undefined,
  hscGpa: number | null | undefined,
  sscGpa: number | null | undefined,
): number {
  return round2(gpaValue(hscGpa) * nonNegative(factor?.hsc) + gpaValue(sscGpa) * nonNegative(factor?.ssc));
}

/** How much the GPA factors add to the exam total: 5 x hsc + 5 x ssc. */
export function gpaTotalMarks(factor: GpaFactor | null | undefined): number {
  return round2(GPA_SCALE * nonNegative(factor?.hsc) + GPA_SCALE * nonNegative(factor?.ssc));
}

/**
 * Pass rule: marksObtained / totalMarks x 100 >= passMark (passMark in percent).
 * Compared as marksObtained x 100 >= passMark x totalMarks with a 1e-9 tolerance, so 33 of 100 at
 * a 33% pass mark passes despite float noise. A total of 0 or less never passes.
 */
export function isPassed(marksObtained: number, totalMarks: number, passMark: number): boolean {
  if (!(totalMarks > 0) || !Number.isFinite(marksObtained)) return false;
  return marksObtained * 100 >= (Number.isFinite(passMark) ? passMark : 0) * totalMarks - 1e-9;
}

/** What the final-marks rule needs. */
export interface FinalMarksInput {
  /** Sum of question marks (`ExamScore.withoutGPA`). */
  withoutGPA: number;
  /** The exam's total marks before GPA (for a segmented exam, the chosen subjects' total). */
  totalMarks: number;
  /** Pass mark in percent. */
  passMark: number;
  gpaFactor?: GpaFactor | null;
  hscGpa?: number | null;
  sscGpa?: number | null;
  /** Cut marks of the assignment; 0, null or absent means none. */
  cutMarks?: number | null;
}

/** The result's headline numbers. */
export interface FinalMarks {
  withoutGPA: number;
  /** HSCGPA x hsc + SSCGPA x ssc. */
  gpaMarks: number;
  /** The cut marks actually subtracted (never more than the positive marks there were). */
  cutMarks: number;
  /** withoutGPA + gpaMarks - cutMarks. */
  marksObtained: number;
  /** Exam total plus 5 x hsc + 5 x ssc. */
  totalMarks: number;
  /** marksObtained / totalMarks x 100, 2 decimals (0 when the total is 0). */
  percentage: number;
  passed: boolean;
}

/**
 * The final marks of a result:
 * marksObtained = withoutGPA + HSCGPA x hsc + SSCGPA x ssc - cutMarks, total = exam total + 5 x hsc + 5 x ssc.
 * Reading of "cut marks are subtracted where the assignment says so": an assignment with a
 * positive `cutMarks` subtracts it from the marks obtained (after GPA), but cut marks never take
 * the marks below 0: at most the positive marks are cut, and marks already below 0 from negative
 * marking stay as they are. The total is not changed by cut marks.
 */
export function computeFinalMarks(input: FinalMarksInput): FinalMarks {
  const withoutGPA = round2(input.withoutGPA);
  const gpa = gpaMarks(input.gpaFactor, input.hscGpa, input.sscGpa);
  const beforeCut = sumMarks([withoutGPA, gpa]);
  const cutMarks = round2(Math.min(nonNegative(input.cutMarks), Math.max(beforeCut, 0)));
  const marksObtained = sumMarks([beforeCut, -cutMarks]);
  const totalMarks = sumMarks([nonNegative(input.totalMarks), gpaTotalMarks(input.gpaFactor)]);
  return {
    withoutGPA,
    gpaMarks: gpa,
    cutMarks,
    marksObtained,
    totalMarks,
    percentage: totalMarks > 0 ? round2((marksObtained * 100) / totalMarks) : 0,
    passed: isPassed(marksObtained, totalMarks, input.passMark),
  };
}
