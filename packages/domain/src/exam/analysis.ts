import { NO_NEGATIVE_MARKING } from './negative-marking';
import { round2 } from './rounding';
import { scoreQuestion } from './scoring';
import type { CanonicalAnswer, ExamQuestionRule, QuestionType } from './types';

/**
 * Item analysis and exam statistics: the formulas over figures the database aggregates. The server
 * counts in SQL (one pass over the attempts); these turn the counts into shares, indexes and flags.
 *
 * Discrimination is the upper-lower index D: the mean item score (0..1, partial credit for MCA and
 * examiner marks) of the top 27% of attempts by total marks minus that of the bottom 27%. Kelley's
 * 27% gives the two groups the best contrast for roughly normal scores; D runs from -1 to 1.
 */
export const UPPER_LOWER_SHARE = 0.27;

/** How many attempts each of the top and bottom groups holds: 27% of them, at least 1; 0 below 2 attempts. */
export function upperLowerSize(attempts: number): number {
  if (!Number.isFinite(attempts) || attempts < 2) return 0;
  return Math.min(Math.floor(attempts / 2), Math.max(1, Math.round(attempts * UPPER_LOWER_SHARE)));
}

/** D = upper mean - lower mean (each 0..1), rounded to 2 decimals; null when either group is empty. */
export function discriminationIndex(upperMean: number | null, lowerMean: number | null): number | null {
  if (upperMean === null || lowerMean === null) return null;
  if (!Number.isFinite(upperMean) || !Number.isFinite(lowerMean)) return null;
  return round2(upperMean - lowerMean);
}

/** `part / whole` rounded to 4 decimals (a share, 0..1); 0 when there is no whole. */
export function share(part: number, whole: number): number {
  if (!(whole > 0) || !Number.isFinite(part)) return 0;
  return Math.round((part / whole) * 10_000) / 10_000;
}

/** The number of bars of an exam's score histogram. */
export const HISTOGRAM_BINS = 10;

/** One bar of a score histogram: marks from `from` (inclusive) to `to` (exclusive, the last inclusive). */
export interface HistogramBin {
  from: number;
  to: number;
  count: number;
}

/**
 * The bars over 0..totalMarks with the counts per bar index (missing indexes count 0): equal tenths of
 * the full marks, so the chart reads as percent bands. The database puts a result in bar
 * floor(marks / totalMarks x bins), negative marks in the first and full marks in the last.
 */
export function histogramBins(
  totalMarks: number,
  counts: ReadonlyMap<number, number>,
  bins = HISTOGRAM_BINS,
): HistogramBin[] {
  const width = totalMarks > 0 ? totalMarks / bins : 0;
  return Array.from({ length: bins }, (_, index) => ({
    from: round2(index * width),
    to: round2((index + 1) * width),
    count: counts.get(index) ?? 0,
  }));
}

/** Why an item was flagged (the console shows `reason`). */
export interface ItemFlag {
  code:
    | 'negativeDiscrimination'
    | 'lowDiscrimination'
    | 'tooHard'
    | 'tooEasy'
    | 'keyNotMostChosen'
    | 'strongDistractor';
  reason: string;
}

/** Thresholds of the item flags. */
export const ITEM_FLAG_LIMITS = {
  /** Below this D an item barely tells strong from weak students. */
  lowDiscrimination: 0.1,
  /** Fewer than this share correct: too hard, or the key is wrong. */
  tooHard: 0.2,
  /** More than this share correct: too easy to tell anyone apart. */
  tooEasy: 0.95,
  /** Flags need at least this many attempts to mean anything. */
  minAttempts: 5,
} as const;

/** What the flags of one item are computed from. */
export interface ItemFigures {
  type: QuestionType;
  /** Attempts that were given the question. */
  attempts: number;
  /** Share of those attempts with the full point (0..1). */
  shareCorrect: number;
  discrimination: number | null;
  /** MCQ and checkbox: the text of the option chosen most often (null if none was chosen). */
  mostChosen: string | null;
  /** MCQ and checkbox: the key's option texts. */
  key: readonly string[];
  /** Wrong options chosen more often by the top group than by the bottom one (`attractsStrong`). */
  strongDistractors?: readonly string[];
}

const pct = (value: number) => `${Math.round(value * 100)}%`;

/**
 * The flags of an item: negative D (strong students get it wrong more often than weak ones: a wrong
 * key or a misleading question), D below 0.1, under 20% or over 95% correct, and (MCQ, checkbox) the
 * most chosen option not being in the key, and each wrong option the strong choose more than the
 * weak. None with fewer than 5 attempts.
 */
export function itemFlags(item: ItemFigures): ItemFlag[] {
  const limits = ITEM_FLAG_LIMITS;
  if (item.attempts < limits.minAttempts) return [];
  const flags: ItemFlag[] = [];
  const d = item.discrimination;
  if (d !== null && d < 0)
    flags.push({
      code: 'negativeDiscrimination',
      reason: `Discrimination ${d.toFixed(2)}: the weakest students did better than the strongest. Check the key.`,
    });
  else if (d !== null && d < limits.lowDiscrimination)
    flags.push({
      code: 'lowDiscrimination',
      reason: `Discrimination ${d.toFixed(2)} is below ${limits.lowDiscrimination}: it hardly separates strong from weak students.`,
    });
  if (item.shareCorrect < limits.tooHard)
    flags.push({
      code: 'tooHard',
      reason: `Only ${pct(item.shareCorrect)} answered correctly (under ${pct(limits.tooHard)}).`,
    });
  else if (item.shareCorrect > limits.tooEasy)
    flags.push({
      code: 'tooEasy',
      reason: `${pct(item.shareCorrect)} answered correctly (over ${pct(limits.tooEasy)}).`,
    });
  if (
    (item.type === 'MCQ' || item.type === 'checkbox') &&
    item.mostChosen !== null &&
    !item.key.includes(item.mostChosen)
  )
    flags.push({
      code: 'keyNotMostChosen',
      reason: `The most chosen option "${item.mostChosen}" is not in the key.`,
    });
  for (const option of item.strongDistractors ?? [])
    flags.push({
      code: 'strongDistractor',
      reason: `The wrong option "${option}" is chosen more by the strongest students than by the weakest: check it is really wrong.`,
    });
  return flags;
}

/** One answer's part in the item analysis. */
export interface ItemScore {
  answered: boolean;
  /** 0..1: the share of the point earned before negative marks; null while a written answer waits. */
  score: number | null;
  /** A checkbox answer that chose some key option (partly correct even when scored 0). */
  touchesKey: boolean;
}

/**
 * The item score of one answer, by the scoring rule itself (`scoreQuestion` without negative marks):
 * MCQ and checkbox 1 or 0, MCA the share of statements answered as the key says, written answers the
 * examiner's marks over the point (null while pending); unanswered 0.
 */
export function itemScore(question: ExamQuestionRule, answer: CanonicalAnswer | null | undefined): ItemScore {
  const scored = scoreQuestion(question, answer, NO_NEGATIVE_MARKING);
  const touchesKey =
    question.type === 'checkbox' &&
    scored.answered &&
    (answer?.answer ?? []).some((value) => question.answer.includes(value));
  if (!scored.answered) return { answered: false, score: 0, touchesKey };
  if (scored.pending) return { answered: true, score: null, touchesKey };
  return {
    answered: true,
    score: scored.total > 0 ? Math.min(scored.marks / scored.total, 1) : 0,
    touchesKey,
  };
}
