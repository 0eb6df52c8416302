import { describe, expect, it } from 'vitest';
import { payableNow, payableNowPaisa } from './payable-now';

const due = (dueOn: string, openPaisa: number) => ({ dueOn, openPaisa });

describe('payableNow', () => {
  it('pays every due whose day has come, oldest first, and not the ones ahead', () => {
    const dues = [due('2026-12-01', 300_000), due('2026-10-01', 200_000), due('2026-11-28', 100_000)];
    expect(payableNow(dues, '2026-11-28')).toEqual([due('2026-10-01', 200_000), due('2026-11-28', 100_000)]);
    expect(payableNowPaisa(dues, '2026-11-28')).toBe(300_000);
  });

  it('pays the next instalment alone when none has fallen due yet', () => {
    const dues = [due('2027-01-01', 300_000), due('2026-12-01', 300_000)];
    expect(payableNow(dues, '2026-11-28')).toEqual([due('2026-12-01', 300_000)]);
  });

  it('skips dues already paid, and pays nothing when nothing is open', () => {
    expect(payableNow([due('2026-10-01', 0), due('2026-12-01', 5_000)], '2026-11-28')).toEqual([
      due('2026-12-01', 5_000),
    ]);
    expect(payableNowPaisa([due('2026-10-01', 0)], '2026-11-28')).toBe(0);
    expect(payableNowPaisa([], '2026-11-28')).toBe(0);
  });
});
