import { describe, expect, it } from 'vitest';
import {
  formatCompletion,
  formatDuration,
  formatMarks,
  formatNegativeMarks,
  formatNotificationTime,
  formatStartTime,
  formatTime,
} from './format';
import { BANGLADESH_OFFSET, DHAKA_TIME_ZONE } from './time';

const T = '2025-01-05T08:30:00Z';

describe('date formats of the student app', () => {
  it('formats in Dhaka', () => {
    expect(formatStartTime(T, DHAKA_TIME_ZONE)).toBe('05 Jan 2025, 14:30 pm');
    expect(formatNotificationTime(T, DHAKA_TIME_ZONE)).toBe('05 Jan 2025 | 14:30 pm');
    expect(formatTime(T, DHAKA_TIME_ZONE)).toBe('02:30 PM');
  });

  it('formats with a fixed offset the same way', () => {
    expect(formatStartTime(T, BANGLADESH_OFFSET)).toBe('05 Jan 2025, 14:30 pm');
  });

  it('defaults to UTC', () => {
    expect(formatStartTime(T)).toBe('05 Jan 2025, 08:30 am');
    expect(formatNotificationTime(T)).toBe('05 Jan 2025 | 08:30 am');
    expect(formatTime(T)).toBe('08:30 AM');
  });
});

describe('marks', () => {
  it.each<[number | null | undefined, string]>([
    [45.5, '45.50'],
    [0, '0.00'],
    [1.005, '1.01'],
    [-0.25, '-0.25'],
    [-0.001, '0.00'],
    [1 / 3, '0.33'],
    [null, '0.00'],
    [undefined, '0.00'],
    [Number.NaN, '0.00'],
  ])('%s -> %s', (value, text) => {
    expect(formatMarks(value)).toBe(text);
  });

  it.each<[number | null | undefined, string]>([
    [1.25, '1.25'],
    [-1.25, '1.25'],
    [0.0625, '0.06'],
    [0, '0.00'],
    [null, '0.00'],
  ])('negative marks %s -> %s', (value, text) => {
    expect(formatNegativeMarks(value)).toBe(text);
  });
});

describe('durations and completion', () => {
  it.each([
    [0, '00:00:00'],
    [59.9, '00:00:59'],
    [61, '00:01:01'],
    [3600, '01:00:00'],
    [3725, '01:02:05'],
    [90000, '25:00:00'],
    [-5, '00:00:00'],
    [Number.NaN, '00:00:00'],
  ])('%s seconds -> %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it.each([
    ['2025-01-05T08:30:00Z', '2025-01-05T09:15:42Z', '00:45:42'],
    ['2025-01-05T08:30:00Z', '2025-01-05T08:30:00.999Z', '00:00:00'],
    ['2025-01-05T08:30:00Z', '2025-01-05T10:30:01Z', '02:00:01'],
    ['2025-01-05T08:30:00Z', null, null],
    [undefined, '2025-01-05T08:30:00Z', null],
    ['2025-01-05T08:30:00Z', '2025-01-05T08:29:00Z', null],
  ])('%s to %s -> %s', (start, submit, text) => {
    expect(formatCompletion(start, submit)).toBe(text);
  });
});
