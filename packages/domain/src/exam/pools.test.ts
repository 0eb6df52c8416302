import { describe, expect, it } from 'vitest';
import {
  drawPoolQuestions,
  pickRandomQuestions,
  poolProblem,
  poolProblemWording,
  randomPickWording,
} from './pools';

const ids = (n: number, prefix = 'q') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('drawPoolQuestions', () => {
  it('draws the count from each pool, in candidate order, the same for the same seed', () => {
    const pools = [
      { count: 3, candidateIds: ids(10, 'a') },
      { count: 2, candidateIds: ids(5, 'b') },
    ];
    const drawn = drawPoolQuestions(pools, 'attempt-1');
    expect(drawn).toHaveLength(5);
    expect(drawn.slice(0, 3).every((id) => id.startsWith('a'))).toBe(true);
    expect(drawn.slice(3).every((id) => id.startsWith('b'))).toBe(true);
    expect(new Set(drawn).size).toBe(5);
    const a = drawn.slice(0, 3).map((id) => Number(id.slice(1)));
    expect(a).toEqual([...a].sort((x, y) => x - y));
    expect(drawPoolQuestions(pools, 'attempt-1')).toEqual(drawn);
  });

  it('gives different attempts different questions', () => {
    const pools = [{ count: 5, candidateIds: ids(40) }];
    const draws = new Set(ids(20, 'seed').map((seed) => drawPoolQuestions(pools, seed).join()));
    expect(draws.size).toBeGreaterThan(15);
  });

  it('pins the draw (an attempt keeps its questions across releases)', () => {
    expect(drawPoolQuestions([{ count: 3, candidateIds: ids(8) }], 'pinned')).toMatchInlineSnapshot(`
      [
        "q4",
        "q5",
        "q6",
      ]
    `);
  });

  it('gives every candidate when the pool is smaller than the count', () => {
    expect(drawPoolQuestions([{ count: 4, candidateIds: ['x', 'y'] }], 1)).toEqual(['x', 'y']);
  });
});

describe('poolProblem', () => {
  const same = (n: number) => Array.from({ length: n }, () => ({ point: 2, negativeMark: 0.5 }));
  it('accepts a count within a pool of equal marks', () => {
    expect(poolProblem(3, same(3))).toBeNull();
  });
  it('refuses a count larger than the pool, or below 1', () => {
    expect(poolProblem(4, same(3))).toEqual({ code: 'countAbovePool', count: 4, poolSize: 3 });
    expect(poolProblem(0, same(3))).toEqual({ code: 'countTooSmall' });
    expect(poolProblemWording(poolProblem(4, same(3))!)).toBe('Cannot draw 4 questions from a pool of 3');
  });
  it('refuses unequal marks and unequal negative marks', () => {
    expect(poolProblem(1, [...same(2), { point: 1, negativeMark: 0.5 }])).toEqual({
      code: 'unequalMarks',
      marks: [1, 2],
    });
    expect(poolProblem(1, [...same(2), { point: 2, negativeMark: 0 }])?.code).toBe('unequalNegativeMarks');
  });
});

describe('pickRandomQuestions', () => {
  const ids = ['a', 'b', 'c', 'd', 'e'];
  it('picks count distinct ids in their given order, the same for the same seed', () => {
    const picked = pickRandomQuestions(ids, 3, 'seed-1')!;
    expect(picked).toHaveLength(3);
    expect(new Set(picked).size).toBe(3);
    expect([...picked].sort((x, y) => ids.indexOf(x) - ids.indexOf(y))).toEqual(picked);
    expect(pickRandomQuestions(ids, 3, 'seed-1')).toEqual(picked);
    const draws = new Set(Array.from({ length: 20 }, (_, i) => pickRandomQuestions(ids, 3, i)!.join()));
    expect(draws.size).toBeGreaterThan(1);
  });
  it('refuses more than are available, or fewer than 1', () => {
    expect(pickRandomQuestions(ids, 6, 1)).toBeNull();
    expect(pickRandomQuestions(ids, 0, 1)).toBeNull();
    expect(pickRandomQuestions(ids, 5, 1)).toEqual(ids);
    expect(randomPickWording(6, 5)).toBe(
      'Cannot add 6 random questions: only 5 match the filter and are not on the paper',
    );
  });
});
