import type { NegativeMarking } from './negative-marking';
import { scoreQuestion } from './scoring';
import { type CanonicalAnswer, type ExamQuestionRule, isWrittenQuestionType } from './types';

/** How one answer fared: the full point, none (or less), part of it, not answered, or waiting for an examiner. */
export type GridCellState = 'right' | 'wrong' | 'partly' | 'skipped' | 'pending';

/** One student's answer to one question in the response grid. */
export interface GridCell {
  /**
   * What was chosen, by option letter in the exam's order (A, B, ...): MCQ `B`, checkbox `A,C`; MCA
   * one T, F or - per statement (`TF-`); a written answer `written`; empty when skipped.
   */
  choice: string;
  state: GridCellState;
  /** Net marks (negative marks taken off); null while pending. */
  marks: number | null;
}

/** The letter of the option at `index` (A..Z, then AA...). */
export function optionLetter(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26));
  return index < 26 ? letter : optionLetter(Math.floor(index / 26) - 1) + letter;
}

function choiceOf(question: ExamQuestionRule, answer: CanonicalAnswer | null | undefined): string {
  const values = answer?.answer ?? [];
  if (isWrittenQuestionType(question.type)) return 'written';
  if (question.type === 'MCA')
    return question.options
      .map((_, i) => (values[i] === 'true' ? 'T' : values[i] === 'false' ? 'F' : '-'))
      .join('');
  return question.options
    .map((text, i) => (values.includes(text) ? optionLetter(i) : ''))
    .filter((l) => l !== '')
    .join(',');
}

/**
 * A response grid cell, by the scoring rule itself (`scoreQuestion` with the exam's negative
 * marking): right with the full point, partly with some marks short of it (an MCA, a written answer;
 * a checkbox answer with some but not all of the key is wrong, as scoring has it), wrong otherwise.
 */
export function gridCell(
  question: ExamQuestionRule,
  answer: CanonicalAnswer | null | undefined,
  marking: NegativeMarking,
): GridCell {
  const scored = scoreQuestion(question, answer, marking);
  if (!scored.answered) return { choice: '', state: 'skipped', marks: 0 };
  const choice = choiceOf(question, answer);
  if (scored.pending) return { choice, state: 'pending', marks: null };
  const earned = scored.marks + scored.negativeMarks;
  const state = scored.correct ? 'right' : earned > 0 ? 'partly' : 'wrong';
  return { choice, state, marks: scored.marks };
}

/** A cell as one line of a spreadsheet: `B; right; 2` (skipped: `-`). */
export function gridCellText(cell: GridCell): string {
  if (cell.state === 'skipped') return '-';
  return `${cell.choice}; ${cell.state}; ${cell.marks ?? ''}`;
}
