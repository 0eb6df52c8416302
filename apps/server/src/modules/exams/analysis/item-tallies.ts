import { isWrittenQuestionType, itemScore } from '@lms/domain';
import type { ExamQuestion } from '../exam-cache';
import type { AnswerGroup } from './analysis-repository';

/** One question's counts over the scored attempts given it. */
export interface ItemCounts {
  attempts: number;
  answered: number;
  correct: number;
  partly: number;
  /** Mean item score (0..1) of the top attempts by marks given the question; null when none. */
  upper: number | null;
  lower: number | null;
}

/** How often an option was chosen: MCQ and checkbox by text (`position` null), MCA by position and value. */
export interface OptionCount {
  value: string;
  /** MCA: the option's index from 0; null for MCQ and checkbox. */
  position: number | null;
  count: number;
  /** Of those, in the top group and in the bottom group. */
  up: number;
  low: number;
}

/** The attempts given a question: in all, in the top group and in the bottom group. */
export interface GivenCounts {
  attempts: number;
  up: number;
  low: number;
}

/**
 * Turns a question's grouped answers into its item counts and option counts, each distinct answer
 * scored once by the domain rule (`itemScore`). Attempts given the question without a saved answer
 * count as unanswered (score 0); a pending written answer is left out of the upper/lower means.
 */
export function tallyItem(
  q: ExamQuestion,
  groups: readonly AnswerGroup[],
  given: GivenCounts,
): { counts: ItemCounts; options: OptionCount[] } {
  let answered = 0;
  let correct = 0;
  let partly = 0;
  const upper = { sum: 0, pending: 0 };
  const lower = { sum: 0, pending: 0 };
  const chosen = new Map<string, OptionCount>();
  for (const g of groups) {
    const item = itemScore(q, { answer: g.answer, examinerMarks: g.examinerMarks });
    if (item.answered) answered += g.count;
    if (item.score !== null && item.score >= 1) correct += g.count;
    else if (item.score !== null && (item.score > 0 || item.touchesKey) && item.answered) partly += g.count;
    for (const [side, inSide] of [
      [upper, g.up],
      [lower, g.low],
    ] as const) {
      if (!inSide) continue;
      if (item.score === null) side.pending += g.count;
      else side.sum += item.score * g.count;
    }
    if (isWrittenQuestionType(q.type)) continue;
    g.answer.forEach((value, index) => {
      if (value === '') return;
      const position = q.type === 'MCA' ? index : null;
      const key = `${position}:${value}`;
      const option = chosen.get(key) ?? { value, position, count: 0, up: 0, low: 0 };
      option.count += g.count;
      if (g.up) option.up += g.count;
      if (g.low) option.low += g.count;
      chosen.set(key, option);
    });
  }
  const mean = (side: { sum: number; pending: number }, size: number) =>
    size - side.pending > 0 ? side.sum / (size - side.pending) : null;
  return {
    counts: {
      attempts: given.attempts,
      answered,
      correct,
      partly,
      upper: mean(upper, given.up),
      lower: mean(lower, given.low),
    },
    options: [...chosen.values()],
  };
}
