import { describe, expect, it } from 'vitest';
import { optionViews } from './question-options';

describe('optionViews', () => {
  it('letters the options A to K and shows at most 11', () => {
    const options = Array.from({ length: 12 }, (_, i) => `option ${i}`);
    const views = optionViews(options);
    expect(views).toHaveLength(11);
    expect(views.map((v) => v.letter).join('')).toBe('ABCDEFGHIJK');
    expect(views.every((v) => !v.isImage)).toBe(true);
  });

  it.each([
    ['by index', '{"1":"image"}'],
    ['by letter', '{"B":"image"}'],
    ['by text', '{"uploads/b.png":"image"}'],
    ['as a list', '["text","image"]'],
  ])('reads optionType %s', (_label, optionType) => {
    expect(optionViews(['Dhaka', 'uploads/b.png'], optionType).map((v) => v.isImage)).toEqual([false, true]);
  });

  it('treats a broken optionType as text options', () => {
    expect(optionViews(['a'], '{not json').map((v) => v.isImage)).toEqual([false]);
    expect(optionViews(null)).toEqual([]);
  });
});
