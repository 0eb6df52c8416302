import { describe, expect, it } from 'vitest';
import {
  formatRating,
  isHalfStarRating,
  isItemKind,
  isReleased,
  reachedCompletion,
  releaseState,
} from './content';

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

  it('keeps a draft hidden, a scheduled one until its time, and a published one out', () => {
    const now = new Date('2026-11-28T10:00:00Z');
    expect(releaseState({ isPublished: false, releaseAt: null }, now)).toBe('draft');
    expect(releaseState({ isPublished: false, releaseAt: '2026-11-01T00:00:00Z' }, now)).toBe('draft');
    expect(releaseState({ isPublished: true, releaseAt: null }, now)).toBe('published');
    expect(releaseState({ isPublished: true, releaseAt: new Date('2026-11-29T00:00:00Z') }, now)).toBe(
      'scheduled',
    );
    expect(isReleased({ isPublished: true, releaseAt: '2026-11-29T00:00:00Z' }, now)).toBe(false);
    expect(isReleased({ isPublished: true, releaseAt: '2026-11-28T10:00:00Z' }, now)).toBe(true);
  });
});
