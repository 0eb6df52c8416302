import { describe, expect, it } from 'vitest';
import {
  createRandom,
  hashMore,
  hashString,
  identityOrder,
  isPermutation,
  mcaAnswerToCanonical,
  mulberry32,
  optionOrder,
  optionOrders,
  questionOrder,
  seedToInt,
  shuffleOrder,
  toCanonicalOrder,
  toDisplayOrder,
} from './shuffle';

describe('seeded random numbers', () => {
  it('is deterministic and within [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    for (let i = 0; i < 1000; i++) {
      const value = a();
      expect(value).toBe(b());
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('matches the reference mulberry32', () => {
    // The published implementation (bryc), kept verbatim in spirit, to compare against.
    const reference = (seed: number) => {
      let a = seed;
      return () => {
        a += 0x6d2b79f5;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
    };
    for (const seed of [0, 1, 42, 123456789, 4294967295]) {
      const ours = mulberry32(seed);
      const theirs = reference(seed);
      for (let i = 0; i < 200; i++) expect(ours()).toBe(theirs());
    }
  });

  it('never changes its output (stored attempt seeds depend on it)', () => {
    const random = mulberry32(1);
    expect(Math.floor(random() * 2 ** 32)).toBe(2693262067);
    expect(Math.floor(random() * 2 ** 32)).toBe(11749833);
    expect(shuffleOrder(11, 'attempt-1')).toEqual([10, 6, 4, 7, 5, 2, 9, 1, 8, 0, 3]);
  });

  it.each([
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['foobar', 0xbf9cf968],
  ])('FNV-1a of %j', (text, hash) => {
    expect(hashString(text)).toBe(hash);
  });

  it.each([
    [7, 7],
    [-1, 4294967295],
    [2 ** 32 + 5, 5],
    ['attempt-1', hashString('attempt-1')],
    [1.5, hashString('1.5')],
  ])('seed %s is %s', (seed, int) => {
    expect(seedToInt(seed)).toBe(int);
  });

  it('gives different streams for different string seeds', () => {
    expect(createRandom('attempt-1')()).not.toBe(createRandom('attempt-2')());
  });
});

describe('shuffleOrder', () => {
  it.each([0, 1, 2, 4, 11, 100])('is a permutation of %i items', (n) => {
    const order = shuffleOrder(n, 'seed');
    expect(isPermutation(order, n)).toBe(true);
  });

  it('gives the same order for the same seed', () => {
    expect(shuffleOrder(11, 'attempt-abc')).toEqual(shuffleOrder(11, 'attempt-abc'));
    expect(shuffleOrder(11, 123)).toEqual(shuffleOrder(11, 123));
  });

  it('gives different orders for different seeds', () => {
    const orders = new Set(['a', 'b', 'c', 'd', 'e'].map((seed) => shuffleOrder(11, seed).join(',')));
    expect(orders.size).toBe(5);
    expect(shuffleOrder(11, 1)).not.toEqual(shuffleOrder(11, 2));
  });

  it('is roughly uniform for the first position', () => {
    const counts = [0, 0, 0, 0];
    for (let seed = 0; seed < 4000; seed++) counts[shuffleOrder(4, seed)[0]!]!++;
    for (const count of counts) expect(count).toBeGreaterThan(850);
  });

  it.each([-1, 1.5, Number.NaN])('refuses %s items', (n) => {
    expect(() => shuffleOrder(n, 's')).toThrow(RangeError);
  });
});

describe('isPermutation', () => {
  it.each([
    [[0, 1, 2], 3, true],
    [[2, 0, 1], 3, true],
    [[], 0, true],
    [[0, 0, 1], 3, false],
    [[0, 1], 3, false],
    [[0, 1, 3], 3, false],
    [[0, 1.5, 2], 3, false],
  ])('%j of %i: %s', (order, n, ok) => {
    expect(isPermutation(order, n)).toBe(ok);
  });
});

describe('option and question orders', () => {
  it('differs per question within one attempt, and is stable', () => {
    expect(optionOrder('att', 'q1', 11)).toEqual(optionOrder('att', 'q1', 11));
    expect(optionOrder('att', 'q1', 11)).not.toEqual(optionOrder('att', 'q2', 11));
    expect(optionOrder('att', 'q1', 11)).not.toEqual(optionOrder('att2', 'q1', 11));
  });

  it('is the shuffle seeded by "<attempt seed>:options:<question id>" (stored attempts rely on it)', () => {
    const orders = optionOrders('5f1c0a9e2b7d4e61');
    for (const questionId of ['q1', '2d6a1c3e-8f0b-4e5a-9c7d-1b2a3c4d5e6f', '']) {
      for (const n of [2, 4, 11]) {
        const expected = shuffleOrder(n, `5f1c0a9e2b7d4e61:options:${questionId}`);
        expect(optionOrder('5f1c0a9e2b7d4e61', questionId, n)).toEqual(expected);
        expect(orders(questionId, n)).toEqual(expected);
      }
    }
    expect(optionOrder(42, 'q1', 11)).toEqual(shuffleOrder(11, '42:options:q1'));
  });

  it('carries the hash on over more text', () => {
    for (const [a, b] of [
      ['', ''],
      ['seed:', 'question'],
      ['আ', 'b✓'],
    ] as const)
      expect(hashMore(hashString(a), b)).toBe(hashString(a + b));
  });

  it('shuffles questions only when asked', () => {
    const ids = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8'];
    expect(questionOrder(ids, 'att', false)).toEqual(ids);
    const shuffled = questionOrder(ids, 'att', true);
    expect(shuffled).not.toEqual(ids);
    expect([...shuffled].sort()).toEqual(ids);
    expect(questionOrder(ids, 'att', true)).toEqual(shuffled);
  });

  it('does not reorder the input', () => {
    const ids = ['a', 'b', 'c'];
    questionOrder(ids, 'x', true);
    expect(ids).toEqual(['a', 'b', 'c']);
  });
});

describe('mapping between display and canonical order', () => {
  const canonical = ['A0', 'B1', 'C2', 'D3', 'E4'];

  it.each([
    [
      [0, 1, 2, 3, 4],
      ['A0', 'B1', 'C2', 'D3', 'E4'],
    ],
    [
      [4, 3, 2, 1, 0],
      ['E4', 'D3', 'C2', 'B1', 'A0'],
    ],
    [
      [2, 0, 4, 1, 3],
      ['C2', 'A0', 'E4', 'B1', 'D3'],
    ],
  ])('order %j displays %j', (order, displayed) => {
    expect(toDisplayOrder(canonical, order)).toEqual(displayed);
    expect(toCanonicalOrder(displayed, order)).toEqual(canonical);
  });

  it.each(['s1', 's2', 99, 'attempt-xyz'])('round-trips with seed %s', (seed) => {
    for (let n = 0; n <= 11; n++) {
      const items = Array.from({ length: n }, (_, i) => `opt${i}`);
      const order = shuffleOrder(n, seed);
      expect(toCanonicalOrder(toDisplayOrder(items, order), order)).toEqual(items);
      expect(toDisplayOrder(toCanonicalOrder(items, order), order)).toEqual(items);
    }
  });

  it('maps an MCA answer the student saw back to canonical order', () => {
    // canonical options: [p, q, r, s]; shown as [r, p, s, q]
    const order = [2, 0, 3, 1];
    // the student marks r true, p false, s N, q true
    const sent = ['true', 'false', 'N', 'true'] as const;
    expect(mcaAnswerToCanonical([...sent], order)).toEqual(['false', 'true', 'true', 'N']);
  });

  it('refuses an order that does not fit', () => {
    expect(() => toCanonicalOrder(['a', 'b'], [0, 1, 2])).toThrow(RangeError);
    expect(() => toDisplayOrder(['a', 'b'], [1, 1])).toThrow(RangeError);
  });

  it('has an identity order', () => {
    expect(identityOrder(3)).toEqual([0, 1, 2]);
  });
});
