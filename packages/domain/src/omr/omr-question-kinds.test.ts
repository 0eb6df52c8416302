import { describe, expect, it } from 'vitest';
import { omrQuestionKinds } from './omr-question-kinds';

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
