import { describe, expect, it } from 'vitest';
import { examOfQuery, resultsPath } from './results-address';

describe("the Results section's address", () => {
  it('names the exam in its path', () => {
    expect(resultsPath('6650a1')).toBe('/results/6650a1');
    expect(resultsPath()).toBe('/results');
    expect(resultsPath('')).toBe('/results');
  });

  it('reads the exam of older query-string links', () => {
    expect(examOfQuery(new URLSearchParams('exam=a1'))).toBe('a1');
    expect(examOfQuery(new URLSearchParams('examId=b2'))).toBe('b2');
    expect(examOfQuery(new URLSearchParams('exam='))).toBeUndefined();
    expect(examOfQuery(new URLSearchParams(''))).toBeUndefined();
  });
});
