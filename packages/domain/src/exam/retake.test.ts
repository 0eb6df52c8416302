import { describe, expect, it } from 'vitest';
import { mayRetake, retakeLimitProblem, retakesLeft, retakesUsedUpMessage } from './retake';

describe('mayRetake', () => {
  it('allows any number of retakes without a limit', () => {
    expect(mayRetake(null, 0)).toBe(true);
    expect(mayRetake(null, 1_000)).toBe(true);
  });
  it('allows retakes while fewer than the limit were made', () => {
    expect(mayRetake(2, 0)).toBe(true);
    expect(mayRetake(2, 1)).toBe(true);
    expect(mayRetake(2, 2)).toBe(false);
    expect(mayRetake(2, 3)).toBe(false);
  });
  it('allows none with a limit of 0', () => {
    expect(mayRetake(0, 0)).toBe(false);
  });
});

describe('retakeLimitProblem', () => {
  it('accepts no limit and any whole number on a practice exam', () => {
    expect(retakeLimitProblem(true, null)).toBeNull();
    expect(retakeLimitProblem(true, 0)).toBeNull();
    expect(retakeLimitProblem(true, 5)).toBeNull();
  });
  it('accepts only no limit or 0 on a live exam', () => {
    expect(retakeLimitProblem(false, null)).toBeNull();
    expect(retakeLimitProblem(false, 0)).toBeNull();
    expect(retakeLimitProblem(false, 2)).toMatch(/live exam is taken once/);
  });
  it('refuses a negative or fractional limit', () => {
    expect(retakeLimitProblem(true, -1)).toMatch(/whole number/);
    expect(retakeLimitProblem(true, 1.5)).toMatch(/whole number/);
  });
});

describe('retakesUsedUpMessage', () => {
  it('says how many retakes were used', () => {
    expect(retakesUsedUpMessage(1)).toBe('You have used all 1 retake of this exam.');
    expect(retakesUsedUpMessage(3)).toBe('You have used all 3 retakes of this exam.');
    expect(retakesUsedUpMessage(0)).toBe('This exam cannot be retaken.');
  });
});

describe('retakesLeft', () => {
  it('is null without a limit, else what is left, never below 0, in step with mayRetake', () => {
    expect(retakesLeft(null, 5)).toBeNull();
    expect(retakesLeft(2, 0)).toBe(2);
    expect(retakesLeft(2, 1)).toBe(1);
    expect(retakesLeft(2, 2)).toBe(0);
    expect(retakesLeft(2, 3)).toBe(0);
    expect(retakesLeft(0, 0)).toBe(0);
    for (const [limit, used] of [
      [null, 1],
      [2, 1],
      [2, 2],
      [0, 0],
    ] as const)
      expect(retakesLeft(limit, used) !== 0).toBe(mayRetake(limit, used));
  });
});
