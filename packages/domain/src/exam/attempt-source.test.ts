import { describe, expect, it } from 'vitest';
import { countedAttemptSource } from './attempt-source';

describe('countedAttemptSource', () => {
  it('counts a submitted online attempt over a paper one', () => {
    expect(
      countedAttemptSource([
        { source: 'paper', submitted: true },
        { source: 'online', submitted: true },
      ]),
    ).toBe('online');
  });

  it('counts the paper attempt while the online one is not submitted, or when there is none', () => {
    expect(
      countedAttemptSource([
        { source: 'online', submitted: false },
        { source: 'paper', submitted: true },
      ]),
    ).toBe('paper');
    expect(countedAttemptSource([{ source: 'paper', submitted: true }])).toBe('paper');
  });

  it('counts nothing before a submission', () => {
    expect(countedAttemptSource([{ source: 'online', submitted: false }])).toBeNull();
    expect(countedAttemptSource([])).toBeNull();
  });
});
