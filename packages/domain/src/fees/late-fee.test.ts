import { describe, expect, it } from 'vitest';
import { lateFeePaisa, lateFeeProblem } from './late-fee';

describe('late fee', () => {
  const rule = { graceDays: 5, fixedPaisa: 10_000, perDayPaisa: 1_000, capPaisa: 20_000 };
  it('charges nothing within the grace', () => {
    expect(lateFeePaisa(rule, '2026-11-01', '2026-11-06')).toBe(0);
    expect(lateFeePaisa(null, '2026-01-01', '2026-11-06')).toBe(0);
  });
  it('charges the fixed amount, then per day, up to the cap', () => {
    expect(lateFeePaisa(rule, '2026-11-01', '2026-11-07')).toBe(10_000);
    expect(lateFeePaisa(rule, '2026-11-01', '2026-11-09')).toBe(12_000);
    expect(lateFeePaisa(rule, '2026-11-01', '2026-12-30')).toBe(20_000);
    expect(lateFeePaisa({ ...rule, capPaisa: 0 }, '2026-11-01', '2026-12-01')).toBe(10_000 + 24 * 1_000);
  });
  it('refuses negative figures', () => {
    expect(lateFeeProblem({ ...rule, graceDays: -1 })).toMatch(/not negative/);
    expect(lateFeeProblem(rule)).toBeNull();
  });
});
