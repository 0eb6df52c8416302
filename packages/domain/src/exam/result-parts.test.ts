import { describe, expect, it } from 'vitest';
import { resultParts, signedNegativeMarks } from './result-parts';

const mca = {
  type: 'MCA' as const,
  options: ['a', 'b', 'c', 'd'],
  answer: ['true', 'false', 'true', 'false'],
};

describe('resultParts', () => {
  it('counts an MCA per option: right, answered (N is not), and all parts', () => {
    expect(resultParts(mca, ['true', 'true', 'N', 'false'], { correct: false, answered: true })).toEqual({
      total: 4,
      correct: 2,
      answered: 3,
    });
    expect(resultParts(mca, ['N', 'N', 'N', 'N'], { correct: false, answered: false })).toEqual({
      total: 4,
      correct: 0,
      answered: 0,
    });
    expect(resultParts(mca, undefined, { correct: false, answered: false }).total).toBe(4);
  });

  it('gives any other question one part, right only when fully correct', () => {
    const mcq = { type: 'MCQ' as const, options: ['1', '2'], answer: ['2'] };
    expect(resultParts(mcq, ['2'], { correct: true, answered: true })).toEqual({
      total: 1,
      correct: 1,
      answered: 1,
    });
    expect(resultParts(mcq, ['1'], { correct: false, answered: true })).toEqual({
      total: 1,
      correct: 0,
      answered: 1,
    });
  });
});

describe('signedNegativeMarks', () => {
  it('turns the size of the negative part into a number <= 0, never -0', () => {
    expect(signedNegativeMarks(0.5)).toBe(-0.5);
    expect(Object.is(signedNegativeMarks(0), 0)).toBe(true);
  });
});
