import { describe, expect, it } from 'vitest';
import { formatTaka, groupLakh, isPaisa, parseTaka, takaDecimal } from './money';

describe('money', () => {
  it('groups digits in lakh and crore', () => {
    expect(groupLakh('1500')).toBe('1,500');
    expect(groupLakh('150000')).toBe('1,50,000');
    expect(groupLakh('123456789')).toBe('12,34,56,789');
    expect(groupLakh('999')).toBe('999');
  });

  it('formats paisa as taka in both languages', () => {
    expect(formatTaka(150_000)).toBe('Tk 1,500.00');
    expect(formatTaka(150_050, 'bn')).toBe('৳১,৫০০.৫০');
    expect(formatTaka(5)).toBe('Tk 0.05');
    expect(formatTaka(-12_345_600)).toBe('-Tk 1,23,456.00');
    expect(() => formatTaka(1.5)).toThrow(RangeError);
  });

  it('writes the gateway amount', () => {
    expect(takaDecimal(150_000)).toBe('1500.00');
    expect(takaDecimal(7)).toBe('0.07');
  });

  it('parses what people type, by digits only', () => {
    expect(parseTaka('1500')).toBe(150_000);
    expect(parseTaka('1,500.5')).toBe(150_050);
    expect(parseTaka('Tk 1,500.00')).toBe(150_000);
    expect(parseTaka('৳১৫০০.২৫')).toBe(150_025);
    expect(parseTaka('0.1')).toBe(10);
    // 0.29 * 100 is 28.999... as a float; the digits give 29.
    expect(parseTaka('0.29')).toBe(29);
    expect(parseTaka('-5')).toBeNull();
    expect(parseTaka('1.005')).toBeNull();
    expect(parseTaka('abc')).toBeNull();
    expect(parseTaka('99999999999999')).toBeNull();
  });

  it('knows an amount of paisa', () => {
    expect(isPaisa(0)).toBe(true);
    expect(isPaisa(-1)).toBe(false);
    expect(isPaisa(1.5)).toBe(false);
    expect(isPaisa('1')).toBe(false);
  });
});
