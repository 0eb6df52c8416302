import { describe, expect, it } from 'vitest';
import {
  BANGLADESH_OFFSET,
  DHAKA_TIME_ZONE,
  formatInstant,
  type TimeZone,
  toMillis,
  wallClock,
} from './time';

const T = Date.UTC(2025, 0, 5, 8, 30, 15); // 2025-01-05 08:30:15 UTC = 14:30:15 in Dhaka

describe('toMillis', () => {
  it.each([
    [new Date(T), T],
    [T, T],
    ['2025-01-05T08:30:15.000Z', T],
    ['2025-01-05T14:30:15+06:00', T],
    ['2025-01-05T08:30:15', T],
    ['2025-01-05 08:30:15', T],
    ['2025-01-05', Date.UTC(2025, 0, 5)],
  ])('%s', (instant, ms) => {
    expect(toMillis(instant)).toBe(ms);
  });

  it.each([null, undefined, 'soon', Number.NaN, Number.POSITIVE_INFINITY, new Date('x')])(
    '%s is NaN',
    (instant) => {
      expect(toMillis(instant)).toBeNaN();
    },
  );
});

describe('wallClock', () => {
  it.each<[TimeZone, number, number]>([
    ['UTC', 5, 8],
    [DHAKA_TIME_ZONE, 5, 14],
    [BANGLADESH_OFFSET, 5, 14],
    [{ offsetMinutes: -600 }, 4, 22],
    ['America/New_York', 5, 3],
  ])('in %j is day %i hour %i', (zone, day, hour) => {
    expect(wallClock(T, zone)).toMatchObject({ year: 2025, month: 1, day, hour, minute: 30, second: 15 });
  });

  it('reads UTC as the zone database does, across a leap day and a year end', () => {
    const instants = [
      Date.UTC(2024, 1, 28, 23, 59, 59),
      Date.UTC(2024, 1, 29, 12),
      Date.UTC(2024, 11, 31, 23, 59, 59),
    ];
    for (let i = 0; i < 200; i++) instants.push(Date.UTC(2000, 0, 1) + i * 86_399_999 * 97);
    for (const at of instants)
      expect(wallClock(at, 'UTC'), new Date(at).toISOString()).toEqual(wallClock(at, 'Etc/UTC'));
  });

  it('gives midnight as hour 0', () => {
    expect(wallClock(Date.UTC(2025, 5, 1, 18, 0), DHAKA_TIME_ZONE)).toMatchObject({ day: 2, hour: 0 });
  });

  it('is null for an invalid instant', () => {
    expect(wallClock('nope')).toBeNull();
  });

  it('throws on an unknown zone name', () => {
    expect(() => wallClock(T, 'Mars/Olympus')).toThrow(RangeError);
  });

  it('gives each second its own fields however often it is asked, across a change of the clocks', () => {
    // New York moved its clocks from 02:00 to 03:00 at 07:00 UTC on 9 March 2025.
    const change = Date.UTC(2025, 2, 9, 7, 0, 0);
    for (let round = 0; round < 2; round++) {
      expect(wallClock(change - 1, 'America/New_York')).toMatchObject({ hour: 1, minute: 59, second: 59 });
      expect(wallClock(change - 999, 'America/New_York')).toMatchObject({ hour: 1, minute: 59, second: 59 });
      expect(wallClock(change, 'America/New_York')).toMatchObject({ hour: 3, minute: 0, second: 0 });
      expect(wallClock(change + 999, 'America/New_York')).toMatchObject({ hour: 3, minute: 0, second: 0 });
    }
  });

  it('gives a copy each time: changing one does not change the next', () => {
    const first = wallClock(T, DHAKA_TIME_ZONE);
    if (first) first.hour = 99;
    expect(wallClock(T, DHAKA_TIME_ZONE)).toMatchObject({ hour: 14 });
  });
});

describe('formatInstant', () => {
  it.each([
    ['DD MMM YYYY, HH:mm a', DHAKA_TIME_ZONE, '05 Jan 2025, 14:30 pm'],
    ['DD MMM YYYY | HH:mm a', DHAKA_TIME_ZONE, '05 Jan 2025 | 14:30 pm'],
    ['hh:mm A', DHAKA_TIME_ZONE, '02:30 PM'],
    ['hh:mm A', 'UTC', '08:30 AM'],
    ['HH:mm a', 'UTC', '08:30 am'],
    ['YYYY-MM-DD HH:mm:ss', 'UTC', '2025-01-05 08:30:15'],
    ['[Start at] HH:mm', 'UTC', 'Start at 08:30'],
  ])('%s in %s', (pattern, zone, expected) => {
    expect(formatInstant(T, pattern, zone)).toBe(expected);
  });

  it('defaults to UTC', () => {
    expect(formatInstant(T, 'HH:mm')).toBe('08:30');
  });

  it.each([
    [Date.UTC(2025, 0, 5, 0, 5), '12:05 AM', '00:05 am'],
    [Date.UTC(2025, 0, 5, 12, 0), '12:00 PM', '12:00 pm'],
    [Date.UTC(2025, 0, 5, 23, 59), '11:59 PM', '23:59 pm'],
  ])('12-hour and 24-hour forms of %s', (ms, twelve, odd) => {
    expect(formatInstant(ms, 'hh:mm A')).toBe(twelve);
    expect(formatInstant(ms, 'HH:mm a')).toBe(odd);
  });

  it('gives an empty string for an invalid instant', () => {
    expect(formatInstant('nope', 'HH:mm')).toBe('');
  });
});
