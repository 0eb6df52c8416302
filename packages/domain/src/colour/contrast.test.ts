import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio, parseHexColour, readableOn, tint } from './contrast';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, whichever comes first', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1677ff', '#1677ff')).toBe(1);
  });

  it('matches the published figures of common colours', () => {
    // antd's default blue and its secondary grey (rgba(0,0,0,0.45) on white).
    expect(contrastRatio('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1);
    expect(contrastRatio('#8c8c8c', '#ffffff')).toBeCloseTo(3.36, 1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 1);
  });

  it('is 1 for text that is not a colour', () => {
    expect(contrastRatio('blue', '#ffffff')).toBe(1);
    expect(parseHexColour('#12345')).toBeUndefined();
    expect(parseHexColour('#abc')).toEqual([170, 187, 204]);
  });
});

describe('readableOn', () => {
  it('keeps a colour that already has the contrast', () => {
    expect(readableOn('#0b5394')).toBe('#0b5394');
    expect(readableOn('#FFFFFF', '#000000')).toBe('#ffffff');
  });

  it('darkens a light brand colour on white just enough for WCAG AA, keeping its hue', () => {
    for (const brand of ['#1677ff', '#ff4d4f', '#52c41a', '#faad14', '#ffff00', '#ffffff', '#13c2c2']) {
      const readable = readableOn(brand);
      expect(contrastRatio(readable, '#ffffff'), brand).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      expect(contrastRatio(readable, '#ffffff'), brand).toBeLessThan(AA_TEXT_CONTRAST + 0.2);
    }
    const [r, g, b] = parseHexColour(readableOn('#1677ff'))!;
    expect(b).toBeGreaterThan(r);
    expect(b).toBeGreaterThan(g);
  });

  it('lightens a dark colour on a dark background, and honours a higher minimum', () => {
    const light = readableOn('#0b1a33', '#000000');
    expect(contrastRatio(light, '#000000')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(readableOn('#1677ff', '#ffffff', 7), '#ffffff')).toBeGreaterThanOrEqual(7);
  });

  it('returns anything that is not a colour as it is', () => {
    expect(readableOn('var(--brand)')).toBe('var(--brand)');
  });
});

describe('tint', () => {
  it('moves a colour towards white, and text in the readable shade stays readable on it', () => {
    expect(tint('#000000', 0.5)).toBe('#808080');
    expect(tint('#1677ff', 0)).toBe('#1677ff');
    expect(tint('#1677ff', 1)).toBe('#ffffff');
    const pale = tint('#1677ff', 0.9);
    expect(contrastRatio(readableOn('#1677ff', pale), pale)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });
});
