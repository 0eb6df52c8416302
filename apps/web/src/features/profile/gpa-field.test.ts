import { describe, expect, it } from 'vitest';
import { gpaError } from './gpa-field';

describe('gpaError', () => {
  it('accepts 0 to 5 inclusive', () => {
    for (const ok of ['0', '5', '4.83', ' 3.5 ', '5.00']) expect(gpaError(ok), ok).toBeNull();
  });

  it("refuses anything else with 'The given number is not valid'", () => {
    for (const bad of ['', '5.01', '-1', 'abc', '4,5', '1e1', '.']) {
      expect(gpaError(bad), bad).toBe('The given number is not valid');
    }
  });
});
