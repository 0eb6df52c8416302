import { describe, expect, it } from 'vitest';
import { omrMarksConflict, omrQuestionKinds } from './omr-question-kinds';

describe('omrQuestionKinds', () => {
  it('numbers the paper from 1; checkbox and MCA take several marks, the rest one', () => {
    expect(omrQuestionKinds(['MCQ', 'checkbox', 'paragraph', 'MCA'])).toEqual({
      1: 'single',
      2: 'multi',
      3: 'single',
      4: 'multi',
    });
  });
});

describe('omrMarksConflict', () => {
  it('flags two marks on a single-answer question and T with F of one statement', () => {
    expect(omrMarksConflict('single', ['A'])).toBe(false);
    expect(omrMarksConflict('single', ['A', 'C'])).toBe(true);
    expect(omrMarksConflict('multi', ['A', 'C'])).toBe(false);
    expect(omrMarksConflict('multi', ['1T', '2F'])).toBe(false);
    expect(omrMarksConflict('multi', ['1T', '1F'])).toBe(true);
  });
});
