import { describe, expect, it } from 'vitest';
import { formatRating, isHalfStarRating, isItemKind, reachedCompletion } from './content';

describe('content rules', () => {
  it('takes whole and half stars from 0 to 5 only', () => {
    for (const ok of [0, 0.5, 1, 3.5, 5]) expect(isHalfStarRating(ok)).toBe(true);
    for (const bad of [-0.5, 5.5, 4.3, Number.NaN, Number.POSITIVE_INFINITY])
      expect(isHalfStarRating(bad)).toBe(false);
  });

  it('shows averages to one decimal, or that there are none', () => {
    expect(formatRating(3.75, 4)).toBe('3.8 / 5');
    expect(formatRating(4, 1)).toBe('4.0 / 5');
    expect(formatRating(0, 0)).toBe('No ratings yet');
  });

  it('completes a video at 80% of its length', () => {
    expect(reachedCompletion(79.9, 100)).toBe(false);
    expect(reachedCompletion(80, 100)).toBe(true);
    expect(reachedCompletion(5, 0)).toBe(false);
    expect(reachedCompletion(5, Number.NaN)).toBe(false);
  });

  it('knows the three item kinds of the routes', () => {
    expect(isItemKind('question-solve')).toBe(true);
    expect(isItemKind('video')).toBe(false);
    expect(isItemKind(undefined)).toBe(false);
  });
});
