import { describe, expect, it } from 'vitest';
import { markingStepOf, marksProblem, reviewStateOf } from './marking';

const marking = (m: Partial<Parameters<typeof reviewStateOf>[0]>) => ({
  marks: null,
  firstMarks: null,
  markedBy: null,
  reviewedBy: null,
  ...m,
});

describe('written answer marking', () => {
  it('tells where a marking stands', () => {
    expect(reviewStateOf(marking({}))).toBe('unmarked');
    expect(reviewStateOf(marking({ marks: 3, firstMarks: 3, markedBy: 'x' }))).toBe('marked');
    expect(reviewStateOf(marking({ marks: 3, firstMarks: 3, markedBy: 'x', reviewedBy: 'y' }))).toBe(
      'confirmed',
    );
    expect(reviewStateOf(marking({ marks: 4, firstMarks: 3, markedBy: 'x', reviewedBy: 'y' }))).toBe(
      'changed',
    );
    // marked before first marks were kept: a review that kept them is a confirmation
    expect(reviewStateOf(marking({ marks: 4, markedBy: 'x', reviewedBy: 'y' }))).toBe('confirmed');
  });

  it('makes anyone but the first examiner a reviewer, and never lets the first overrule the review', () => {
    expect(markingStepOf(marking({}), 'x')).toBe('first');
    expect(markingStepOf(marking({ marks: 2, markedBy: 'x' }), 'x')).toBe('correcting');
    expect(markingStepOf(marking({ marks: 2, markedBy: 'x' }), 'y')).toBe('review');
    expect(markingStepOf(marking({ marks: 2, markedBy: 'x', reviewedBy: 'y' }), 'y')).toBe('review');
    expect(markingStepOf(marking({ marks: 2, markedBy: 'x', reviewedBy: 'y' }), 'x')).toBe('refused');
  });

  it('keeps marks between 0 and the question point, in hundredths', () => {
    expect(marksProblem(0, 5)).toBeNull();
    expect(marksProblem(5, 5)).toBeNull();
    expect(marksProblem(4.35, 5)).toBeNull();
    expect(marksProblem(5.5, 5)).toMatch(/worth 5/);
    expect(marksProblem(-1, 5)).toMatch(/negative/);
    expect(marksProblem(1.234, 5)).toMatch(/two decimals/);
  });
});
