import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words';

describe('amountInWords', () => {
  it('writes taka in English, lakh and crore', () => {
    expect(amountInWords(150_000)).toBe('One Thousand Five Hundred Taka Only');
    expect(amountInWords(150_050)).toBe('One Thousand Five Hundred Taka and Fifty Paisa Only');
    expect(amountInWords(12_345_678_900)).toBe(
      'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine Taka Only',
    );
    expect(amountInWords(25)).toBe('Twenty-Five Paisa Only');
    expect(amountInWords(0)).toBe('Zero Taka Only');
    expect(amountInWords(1_500_000_000_00)).toBe('One Hundred Fifty Crore Taka Only');
  });

  it('writes taka in Bengali', () => {
    expect(amountInWords(150_000, 'bn')).toBe('এক হাজার পাঁচশত টাকা মাত্র');
    expect(amountInWords(150_050, 'bn')).toBe('এক হাজার পাঁচশত টাকা পঞ্চাশ পয়সা মাত্র');
    expect(amountInWords(25_000_000, 'bn')).toBe('দুই লক্ষ পঞ্চাশ হাজার টাকা মাত্র');
    expect(amountInWords(9_999_00, 'bn')).toBe('নয় হাজার নয়শত নিরানব্বই টাকা মাত্র');
    expect(amountInWords(0, 'bn')).toBe('শূন্য টাকা মাত্র');
  });

  it('refuses what is not paisa', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(0.5)).toThrow(RangeError);
  });
});
