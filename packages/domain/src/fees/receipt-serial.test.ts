import { describe, expect, it } from 'vitest';
import { branchReceiptCode, formatReceiptSerial, parseReceiptSerial } from './receipt-serial';

describe('receipt serial', () => {
  it('writes and reads a serial', () => {
    expect(formatReceiptSerial('DHK', 2026, 123)).toBe('DHK-2026-000123');
    expect(formatReceiptSerial('DHK', 2026, 1_234_567)).toBe('DHK-2026-1234567');
    expect(parseReceiptSerial('DHK-2026-000123')).toEqual({ code: 'DHK', year: 2026, n: 123 });
    expect(parseReceiptSerial('DHK-26-1')).toBeNull();
    expect(() => formatReceiptSerial('DHK', 2026, 0)).toThrow(RangeError);
  });
  it('makes a code from a branch name', () => {
    expect(branchReceiptCode('Dhaka (Farmgate)')).toBe('DHA');
    expect(branchReceiptCode('ঢাকা')).toBe('GEN');
    expect(branchReceiptCode(null)).toBe('GEN');
  });
});
