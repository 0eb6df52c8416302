import { describe, expect, it } from 'vitest';
import { optionViews } from '../../lib/question-options';

describe('optionViews', () => {
  it('letters the options A to K and shows at most 11', () => {
    const options = Array.from({ length: 12 }, (_, i) => `option ${i}`);
    const views = optionViews(options);
    expect(views).toHaveLength(11);
    expect(views.map((v) => v.letter).join('')).toBe('ABCDEFGHIJK');
    expect(views.every((v) => !v.isImage)).toBe(true);
  });

  it('reads optionType by the index of the option shown', () => {
    expect(optionViews(['Dhaka', 'uploads/b.png'], '{"1":"image"}').map((v) => v.isImage)).toEqual([
      false,
      true,
    ]);
    expect(
      optionViews(['uploads/a.png', 'b', 'uploads/c.png'], '{"0":"image","2":"image"}').map((v) => v.isImage),
    ).toEqual([true, false, true]);
  });

  it('reads optionType by the option value, as the server names image options too', () => {
    expect(
      optionViews(['Dhaka', 'uploads/b.png'], '{"uploads/b.png":"image"}').map((v) => v.isImage),
    ).toEqual([false, true]);
  });

  it('treats a broken optionType as text options', () => {
    expect(optionViews(['a'], '{not json').map((v) => v.isImage)).toEqual([false]);
    expect(optionViews(['a', 'b'], '["image","image"]').map((v) => v.isImage)).toEqual([false, false]);
    expect(optionViews(null)).toEqual([]);
  });
});
