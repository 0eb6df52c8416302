import { describe, expect, it } from 'vitest';
import { drawPoolQuestions } from './pools';
import { isSetCount, setForAttempt, setSeed } from './sets';
import { questionOrder } from './shuffle';

describe('setForAttempt', () => {
  it('hands the sets out in turn, evenly', () => {
    expect(Array.from({ length: 7 }, (_, i) => setForAttempt(3, i))).toEqual([
      'A',
      'B',
      'C',
      'A',
      'B',
      'C',
      'A',
    ]);
    expect(Array.from({ length: 4 }, (_, i) => setForAttempt(4, i))).toEqual(['A', 'B', 'C', 'D']);
  });
  it('gives no set to an exam without sets, or with a count it may not have', () => {
    expect(setForAttempt(0, 3)).toBeNull();
    expect(setForAttempt(1, 0)).toBeNull();
    expect(setForAttempt(5, 0)).toBeNull();
    expect([0, 1, 2, 3, 4, 5].map(isSetCount)).toEqual([true, false, true, true, true, false]);
  });
});

describe('setSeed', () => {
  const questions = Array.from({ length: 12 }, (_, i) => `q${i}`);
  it('orders a set the same for everyone in it, and the sets differently', () => {
    const a = questionOrder(questions, setSeed('exam-1', 'A'), true);
    expect(questionOrder(questions, setSeed('exam-1', 'A'), true)).toEqual(a);
    const b = questionOrder(questions, setSeed('exam-1', 'B'), true);
    expect(b).not.toEqual(a);
    expect([...b].sort()).toEqual([...a].sort());
  });
  it('draws each set its own questions from a pool', () => {
    const pool = [{ count: 3, candidateIds: questions }];
    const a = drawPoolQuestions(pool, setSeed('exam-1', 'A'));
    expect(drawPoolQuestions(pool, setSeed('exam-1', 'A'))).toEqual(a);
    expect(drawPoolQuestions(pool, setSeed('exam-1', 'B'))).not.toEqual(a);
  });
});
