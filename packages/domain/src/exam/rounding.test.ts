import { describe, expect, it } from 'vitest';
import { round2, sumMarks, toHundredths } from './rounding';

describe('round2', () => {
  it.each([
    [0, 0],
    [1, 1],
    [1.005, 1.01],
    [1.004, 1],
    [2.675, 2.68],
    [0.125, 0.13],
    [-0.125, -0.13],
    [1 / 3, 0.33],
    [2 / 3, 0.67],
    [-2 / 3, -0.67],
    [0.1 + 0.2, 0.3],
    [-0.001, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%s -> %s', (value, expected) => {
    expect(round2(value)).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(round2(-0.001), -0)).toBe(false);
  });
});

describe('sums of marks', () => {
  it('adds in hundredths without float residue', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMarks([0.1, 0.2])).toBe(0.3);
    expect(sumMarks(Array.from({ length: 10 }, () => 0.1))).toBe(1);
    expect(sumMarks([1.25, -0.25, 0.33, 0.33, 0.33])).toBe(1.99);
  });

  it('rounds each part first', () => {
    expect(sumMarks([1 / 3, 1 / 3, 1 / 3])).toBe(0.99);
    expect(sumMarks([])).toBe(0);
  });

  it('counts hundredths', () => {
    expect(toHundredths(1.005)).toBe(101);
    expect(toHundredths(-0.5)).toBe(-50);
  });
});
