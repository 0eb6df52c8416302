import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY, feedbackBandProblems, feedbackFor, paperPages, resultReveal } from './delivery';

const live = (resultShows: typeof DEFAULT_DELIVERY.resultShows, resultTiming: 'atOnce' | 'atPublish') => ({
  isPractice: false,
  delivery: { resultShows, resultTiming },
});

describe('resultReveal', () => {
  it('keeps what exams showed before: a live result with everything once published, nothing before', () => {
    const exam = { isPractice: false, delivery: DEFAULT_DELIVERY };
    expect(resultReveal(exam, { published: false, windowsClosed: true })).toEqual({
      marks: false,
      key: false,
      explanations: false,
    });
    expect(resultReveal(exam, { published: true, windowsClosed: true })).toEqual({
      marks: true,
      key: true,
      explanations: true,
    });
  });
  it('shows a practice result at once whatever the timing', () => {
    expect(
      resultReveal(
        { isPractice: true, delivery: DEFAULT_DELIVERY },
        { published: false, windowsClosed: false },
      ),
    ).toEqual({ marks: true, key: true, explanations: true });
  });
  it('shows marks only, at once, without the key ever', () => {
    const exam = live('marks', 'atOnce');
    expect(resultReveal(exam, { published: false, windowsClosed: false }).marks).toBe(true);
    expect(resultReveal(exam, { published: true, windowsClosed: true })).toEqual({
      marks: true,
      key: false,
      explanations: false,
    });
  });
  it('holds the key of a result shown at once until every window closed or it is published', () => {
    const exam = live('marksKey', 'atOnce');
    expect(resultReveal(exam, { published: false, windowsClosed: false }).key).toBe(false);
    expect(resultReveal(exam, { published: false, windowsClosed: true })).toEqual({
      marks: true,
      key: true,
      explanations: false,
    });
  });
});

describe('feedbackBandProblems', () => {
  it('accepts bands that touch', () => {
    expect(
      feedbackBandProblems([
        { from: 90, to: 100, text: 'a' },
        { from: 0, to: 90, text: 'b' },
      ]),
    ).toEqual([]);
  });
  it('refuses overlapping and out-of-range bands', () => {
    expect(
      feedbackBandProblems([
        { from: 0, to: 60, text: 'a' },
        { from: 50, to: 100, text: 'b' },
      ]),
    ).toEqual(['feedback bands 0-60% and 50-100% overlap']);
    expect(feedbackBandProblems([{ from: 50, to: 120, text: 'a' }])).toHaveLength(1);
    expect(feedbackBandProblems([{ from: 70, to: 70, text: 'a' }])).toHaveLength(1);
  });
});

describe('feedbackFor', () => {
  const bands = [
    { from: 90, to: 100, text: 'top' },
    { from: 40, to: 90, text: 'mid' },
  ];
  it('picks the band holding the percent, its lower end included and 100 in the top band', () => {
    expect(feedbackFor(bands, 9, 10)).toBe('top');
    expect(feedbackFor(bands, 10, 10)).toBe('top');
    expect(feedbackFor(bands, 8.99, 10)).toBe('mid');
    expect(feedbackFor(bands, 4, 10)).toBe('mid');
  });
  it('answers null outside every band and without marks to count', () => {
    expect(feedbackFor(bands, 3, 10)).toBeNull();
    expect(feedbackFor(bands, -2, 10)).toBeNull();
    expect(feedbackFor(bands, 0, 0)).toBeNull();
  });
});

describe('paperPages', () => {
  it('splits the questions into pages, all on one without a size', () => {
    expect(paperPages(5, 2)).toEqual([
      { start: 0, end: 2 },
      { start: 2, end: 4 },
      { start: 4, end: 5 },
    ]);
    expect(paperPages(5, null)).toEqual([{ start: 0, end: 5 }]);
    expect(paperPages(0, 1)).toEqual([{ start: 0, end: 0 }]);
  });
});
