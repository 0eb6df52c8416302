import { describe, expect, it } from 'vitest';
import { USUAL_PASS_MARK_EXAMS, usualPassMark } from './pass-mark';

describe('the usual pass mark', () => {
  it('is the pass mark most of the newest exams use', () => {
    expect(usualPassMark([40, 33, 40, 50, 40, 33])).toBe(40);
  });

  it('goes to the most recent of a tie', () => {
    expect(usualPassMark([33, 40, 40, 33])).toBe(33);
    expect(usualPassMark([50])).toBe(50);
  });

  it('reads only the newest exams', () => {
    const newest = Array.from({ length: USUAL_PASS_MARK_EXAMS }, (_, i) => (i % 2 === 0 ? 33 : 40 + i));
    expect(usualPassMark([...newest, 80, 80, 80, 80, 80, 80])).toBe(33);
  });

  it('is none before the first exam', () => {
    expect(usualPassMark([])).toBeNull();
  });
});
