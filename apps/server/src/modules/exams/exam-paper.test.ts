import { describe, expect, it } from 'vitest';
import { answerAsShown, orderKey, questionAsShown } from './exam-paper';

const mca = {
  type: 'MCA' as const,
  options: ['Sun is a star', 'Moon is a planet', 'water.png'],
  imageOptions: [2],
  answer: ['true', 'false', 'true'],
};

describe('a question as an attempt showed it', () => {
  // order[display] = canonical: shown as water.png, Sun, Moon.
  const order = [2, 0, 1];

  it('moves the options, the image positions and an MCA key together', () => {
    expect(questionAsShown(mca, order)).toEqual({
      type: 'MCA',
      options: ['water.png', 'Sun is a star', 'Moon is a planet'],
      imageOptions: [0],
      answer: ['true', 'true', 'false'],
    });
  });

  it('keeps an MCQ or checkbox key, which names options by their text', () => {
    const mcq = { type: 'MCQ' as const, options: ['3', '4', '5'], imageOptions: [], answer: ['4'] };
    expect(questionAsShown(mcq, order)).toEqual({ ...mcq, options: ['5', '3', '4'] });
  });

  it('puts an MCA answer in the shown order, and leaves others and odd lengths as stored', () => {
    expect(answerAsShown(mca, ['true', 'N', 'false'], order)).toEqual(['false', 'true', 'N']);
    expect(answerAsShown({ type: 'checkbox' }, ['2', '3'], order)).toEqual(['2', '3']);
    expect(answerAsShown(mca, ['true'], order)).toEqual(['true']);
  });

  it('is the question itself when the options are not shuffled', () => {
    expect(questionAsShown(mca, [0, 1, 2])).toBe(mca);
  });
});

describe('orderKey', () => {
  /** Every order of `n` options. */
  const permutations = (n: number): number[][] =>
    n === 0
      ? [[]]
      : permutations(n - 1).flatMap((p) => Array.from({ length: n }, (_, at) => p.toSpliced(at, 0, n - 1)));

  it('gives each order of up to 12 options its own key, and the same order the same key', () => {
    for (const n of [1, 2, 3, 4, 5, 6]) {
      const keys = permutations(n).map(orderKey);
      expect(new Set(keys).size).toBe(keys.length);
    }
    const twelve = Array.from({ length: 12 }, (_, i) => 11 - i);
    expect(orderKey(twelve)).toBe(orderKey([...twelve]));
    expect(orderKey(twelve)).not.toBe(orderKey(twelve.toReversed()));
    expect(Number.isSafeInteger(orderKey(twelve))).toBe(true);
  });

  it('falls back to the order as text past 12 options', () => {
    const thirteen = Array.from({ length: 13 }, (_, i) => i);
    expect(orderKey(thirteen)).toBe(thirteen.join(','));
  });
});
