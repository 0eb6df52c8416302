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
