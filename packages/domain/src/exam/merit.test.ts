import { describe, expect, it } from 'vitest';
import { meritPercentiles, meritPositions, percentileRank } from './merit';

describe('meritPositions', () => {
  it.each([
    ['empty', [], []],
    ['one', [10], [1]],
    ['distinct', [50, 80, 65], [3, 1, 2]],
    ['ties share and skip', [100, 90, 90, 80], [1, 2, 2, 4]],
    ['all tied', [7, 7, 7], [1, 1, 1]],
    ['negative marks', [-1.25, 0, -0.5], [3, 1, 2]],
    ['float noise ties', [0.1 + 0.2, 0.3, 0.29], [1, 1, 3]],
    ['broken marks last', [Number.NaN, 5, 3], [3, 1, 2]],
  ])('%s', (_name, marks, positions) => {
    const results = marks.map((m, i) => ({ id: `r${i}`, marks: m }));
    expect(meritPositions(results)).toEqual(positions.map((position, i) => ({ id: `r${i}`, position })));
  });
});

describe('percentileRank', () => {
  it.each([
    [1, 1, 100],
    [0, 5, 0],
    [3, 4, 75],
    [1, 3, 33.33],
    [2, 3, 66.67],
    // an exact half rounds up
    [1, 800, 0.13],
    [0, 0, 0],
  ])('%i of %i at or below -> %d', (atOrBelow, total, percentile) => {
    expect(percentileRank(atOrBelow, total)).toBe(percentile);
  });
});

describe('meritPercentiles', () => {
  it.each([
    ['empty', [], []],
    ['one', [10], [100]],
    ['distinct', [50, 80, 65, 20], [50, 100, 75, 25]],
    ['ties count as at or below', [100, 90, 90, 80], [100, 75, 75, 25]],
    ['all tied', [7, 7, 7], [100, 100, 100]],
    ['float noise ties', [0.1 + 0.2, 0.3, 0.29], [100, 100, 33.33]],
    ['broken marks lowest', [Number.NaN, 5, 3], [33.33, 100, 66.67]],
  ])('%s', (_name, marks, percentiles) => {
    const results = marks.map((m, i) => ({ id: `r${i}`, marks: m }));
    expect(meritPercentiles(results)).toEqual(
      percentiles.map((percentile, i) => ({ id: `r${i}`, percentile })),
    );
  });
});
