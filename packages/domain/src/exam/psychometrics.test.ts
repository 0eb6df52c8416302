import { describe, expect, it } from 'vitest';
import {
  attractsStrong,
  facility,
  type Moments,
  optionDiscrimination,
  pointBiserialRest,
  reliabilityCoefficient,
  standardDeviation,
  standardErrorOfMeasurement,
} from './psychometrics';

// 1/√2 to 4 decimals, a point-biserial worked by hand below.
const SQRT_HALF = Math.round(Math.SQRT1_2 * 10_000) / 10_000;

/** Sums of a list of scores. */
const moments = (xs: number[]): Moments => ({
  n: xs.length,
  sum: xs.reduce((a, b) => a + b, 0),
  sumSq: xs.reduce((a, b) => a + b * b, 0),
});

/** Rows = students, columns = items (marks earned). */
function sums(rows: number[][]) {
  const totals = rows.map((r) => r.reduce((a, b) => a + b, 0));
  const items = rows[0]!.map((_, j) => moments(rows.map((r) => r[j]!)));
  const itemTotal = (j: number) => ({
    n: rows.length,
    sumX: items[j]!.sum,
    sumXX: items[j]!.sumSq,
    sumT: totals.reduce((a, b) => a + b, 0),
    sumTT: totals.reduce((a, b) => a + b * b, 0),
    sumXT: rows.reduce((a, r, i) => a + r[j]! * totals[i]!, 0),
  });
  return { items, total: moments(totals), itemTotal };
}

// Four students, three right/wrong items in a Guttman pattern (worked by hand):
// p = .75, .5, .25; sum of pq = .625; totals 3, 2, 1, 0 with variance 1.25;
// KR-20 = 3/2 x (1 - .625/1.25) = .75; SD = sqrt(1.25) = 1.1180; SEM = 1.1180 x sqrt(.25) = .5590.
const guttman = sums([
  [1, 1, 1],
  [1, 1, 0],
  [1, 0, 0],
  [0, 0, 0],
]);

describe('standardDeviation', () => {
  it('is the population SD, 0 for one case, null for none', () => {
    expect(standardDeviation(guttman.total)).toBe(1.118);
    expect(standardDeviation(moments([7]))).toBe(0);
    expect(standardDeviation(moments([]))).toBeNull();
  });
});

describe('reliabilityCoefficient', () => {
  it('is KR-20 for right/wrong items', () => {
    expect(reliabilityCoefficient(guttman.items, guttman.total)).toBe(0.75);
  });

  it('is alpha for partly scored items', () => {
    // Items [2,1,0] (var 2/3) and [1,1,0] (var 2/9); totals [3,2,0] (var 14/9): 2 x (1 - 8/14) = 6/7.
    const s = sums([
      [2, 1],
      [1, 1],
      [0, 0],
    ]);
    expect(reliabilityCoefficient(s.items, s.total)).toBe(0.8571);
  });

  it('is null for one attempt, one item, zero variance and all correct', () => {
    const one = sums([[1, 0, 1]]);
    expect(reliabilityCoefficient(one.items, one.total)).toBeNull();
    expect(reliabilityCoefficient([moments([1, 0])], moments([1, 0]))).toBeNull();
    const allRight = sums([
      [1, 1],
      [1, 1],
      [1, 1],
    ]);
    expect(reliabilityCoefficient(allRight.items, allRight.total)).toBeNull();
    // Totals equal though items differ: no spread to explain.
    const level = sums([
      [1, 0],
      [0, 1],
    ]);
    expect(reliabilityCoefficient(level.items, level.total)).toBeNull();
  });

  it('can be negative when items disagree', () => {
    const s = sums([
      [1, 0, 1],
      [0, 1, 1],
      [1, 0, 0],
      [0, 1, 0],
    ]);
    // Items var .25 each (.75); totals 2, 2, 1, 1 -> var .25: 3/2 x (1 - 3) = -3.
    expect(reliabilityCoefficient(s.items, s.total)).toBe(-3);
  });
});

describe('standardErrorOfMeasurement', () => {
  it('is SD x sqrt(1 - r), a negative r as 0, null when unknown', () => {
    expect(standardErrorOfMeasurement(Math.sqrt(1.25), 0.75)).toBe(0.559);
    expect(standardErrorOfMeasurement(2, -0.5)).toBe(2);
    expect(standardErrorOfMeasurement(2, 1)).toBe(0);
    expect(standardErrorOfMeasurement(null, 0.5)).toBeNull();
    expect(standardErrorOfMeasurement(2, null)).toBeNull();
  });
});

describe('facility', () => {
  it('is the mean score over the full marks', () => {
    expect(facility(moments([2, 1, 0, 2]), 2)).toBe(0.625);
    expect(facility(moments([]), 2)).toBeNull();
    expect(facility(moments([0]), 0)).toBeNull();
  });
});

describe('pointBiserialRest', () => {
  it('correlates the item with the total without it', () => {
    // Item 1: x = 1,1,1,0; rest = 2,1,0,0. cov = .75 - .75 x .75 = .1875; var x = .1875;
    // var rest = 1.25 - .5625 = .6875; r = .1875 / sqrt(.1875 x .6875) = .5222.
    expect(pointBiserialRest(guttman.itemTotal(0))).toBe(0.5222);
    // Item 2: x = 1,1,0,0; rest = 2,1,1,0: cov = .75 - .5 x 1 = .25; var x = .25, var rest = .5; r = .7071.
    expect(pointBiserialRest(guttman.itemTotal(1))).toBe(SQRT_HALF);
  });

  it('is negative when the weak get it right', () => {
    const s = sums([
      [0, 1, 1],
      [0, 1, 0],
      [1, 0, 0],
    ]);
    expect(pointBiserialRest(s.itemTotal(0))).toBeLessThan(0);
  });

  it('is null for one attempt, an item everyone got right, or a rest that does not vary', () => {
    expect(pointBiserialRest(sums([[1, 0]]).itemTotal(0))).toBeNull();
    const allRight = sums([
      [1, 1],
      [1, 0],
    ]);
    expect(pointBiserialRest(allRight.itemTotal(0))).toBeNull();
    const flatRest = sums([
      [1, 1],
      [0, 1],
    ]);
    expect(pointBiserialRest(flatRest.itemTotal(0))).toBeNull();
  });
});

describe('optionDiscrimination and attractsStrong', () => {
  it('is the top share minus the bottom share; a wrong option with a positive one attracts the strong', () => {
    expect(optionDiscrimination(3, 4, 1, 4)).toBe(0.5);
    expect(optionDiscrimination(0, 3, 2, 3)).toBe(-0.6667);
    expect(optionDiscrimination(1, 0, 1, 3)).toBeNull();
    expect(attractsStrong(false, 0.5)).toBe(true);
    expect(attractsStrong(false, 0)).toBe(false);
    expect(attractsStrong(false, -0.2)).toBe(false);
    expect(attractsStrong(true, 0.5)).toBe(false);
    expect(attractsStrong(false, null)).toBe(false);
  });
});
