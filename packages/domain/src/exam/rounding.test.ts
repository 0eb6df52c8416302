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

  it('rounds as removing the float noise first and then rounding would, for every kind of mark', () => {
    const slow = (value: number) => {
      const hundredths = Math.round(Number((Math.abs(value) * 100).toPrecision(15)));
      const rounded = hundredths / 100;
      return value < 0 && rounded !== 0 ? -rounded : rounded;
    };
    const values: number[] = [];
    for (let n = 0; n <= 4000; n++)
      values.push(n / 1000, -n / 1000, n / 3, n / 7, (n * 0.25) / 3, n * 0.1 + 0.2);
    for (let i = 0; i < 20000; i++) values.push((Math.random() - 0.5) * 10 ** Math.floor(Math.random() * 12));
    for (const value of values) expect(round2(value)).toBe(slow(value));
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
