import type { QuestionType } from '../exam/types';

/**
 * Which questions of a paper take several marks on an OMR sheet (checkbox, and MCA: a T or F per
 * statement), by their number on the sheet (1-based place in the paper). Every other question takes
 * one mark: two marks there are a `multipleMarks` problem.
 */
export function omrQuestionKinds(types: readonly QuestionType[]): Record<number, 'single' | 'multi'> {
  const kinds: Record<number, 'single' | 'multi'> = {};
  types.forEach((type, i) => {
    kinds[i + 1] = type === 'checkbox' || type === 'MCA' ? 'multi' : 'single';
  });
  return kinds;
}

/**
 * Whether the marks of one question are a `multipleMarks` problem: two or more on a single-answer
 * question, or both T and F of one statement on a multiple true/false one.
 */
export function omrMarksConflict(kind: 'single' | 'multi', marked: readonly string[]): boolean {
  if (kind === 'single') return marked.length > 1;
  return marked.some((o) => /^\d+T$/.test(o) && marked.includes(`${o.slice(0, -1)}F`));
}
