import { describe, expect, it } from 'vitest';
import { DEFAULT_HOLD_POLICY, isHeld } from './hold-policy';

describe('hold policy', () => {
  const on = { ...DEFAULT_HOLD_POLICY, enabled: true, overdueDays: 10 };
  it('is off by default', () => {
    expect(isHeld(DEFAULT_HOLD_POLICY, '2020-01-01', '2026-11-28')).toBe(false);
  });
  it('holds only past the days given', () => {
    expect(isHeld(on, '2026-11-18', '2026-11-28')).toBe(false);
    expect(isHeld(on, '2026-11-17', '2026-11-28')).toBe(true);
    expect(isHeld(on, null, '2026-11-28')).toBe(false);
  });
});
