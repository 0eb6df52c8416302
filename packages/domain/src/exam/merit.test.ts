import { describe, expect, it } from 'vitest';
import { meritPositions } from './merit';

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
