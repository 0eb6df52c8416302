import { describe, expect, it } from 'vitest';
import { paisaToTaka, takaToPaisa } from './amount';

describe('paisaToTaka', () => {
  it('writes taka with two decimals', () => {
    expect(paisaToTaka(150000)).toBe('1500.00');
    expect(paisaToTaka(150005)).toBe('1500.05');
    expect(paisaToTaka(99)).toBe('0.99');
    expect(paisaToTaka(0)).toBe('0.00');
  });
  it('refuses what is not a whole number of paisa', () => {
    expect(() => paisaToTaka(1.5)).toThrow(RangeError);
    expect(() => paisaToTaka(-100)).toThrow(RangeError);
  });
});

describe('takaToPaisa', () => {
  it('reads the forms gateways write', () => {
    expect(takaToPaisa('1500.00')).toBe(150000);
    expect(takaToPaisa('1500.5')).toBe(150050);
    expect(takaToPaisa('1500')).toBe(150000);
    expect(takaToPaisa(1500)).toBe(150000);
    expect(takaToPaisa(' 0.07 ')).toBe(7);
  });
  it('gives null for anything else', () => {
    for (const bad of ['', '-5.00', '1.005', '1e3', 'abc', '1,500.00', null, undefined])
      expect(takaToPaisa(bad)).toBeNull();
  });
  it('round-trips', () => {
    for (const paisa of [1, 10, 100, 123456789]) expect(takaToPaisa(paisaToTaka(paisa))).toBe(paisa);
  });
});
