import { describe, expect, it } from 'vitest';
import { DEFAULT_INSTITUTE_TIME, dayStartIn, formatInstituteTime, isTimeZoneName } from './institute-time';

describe('formatInstituteTime', () => {
  const at = '2026-11-28T11:06:56Z';

  it('reads day-month in Bangladesh on a 12-hour clock by default', () => {
    expect(formatInstituteTime(at, 'day', DEFAULT_INSTITUTE_TIME)).toBe('28 Nov 2026');
    expect(formatInstituteTime(at, 'dayTime', DEFAULT_INSTITUTE_TIME)).toBe('28 Nov 2026, 05:06 pm');
    expect(formatInstituteTime(at, 'time', DEFAULT_INSTITUTE_TIME)).toBe('05:06:56 pm');
  });

  it('follows the institute’s zone and 24-hour clock', () => {
    const london = { timeZone: 'Europe/London', clock: '24h' } as const;
    expect(formatInstituteTime(at, 'dayTime', london)).toBe('28 Nov 2026, 11:06');
    expect(formatInstituteTime('2026-11-28T20:30:00Z', 'day', DEFAULT_INSTITUTE_TIME)).toBe('29 Nov 2026');
    expect(formatInstituteTime(at, 'time', { ...DEFAULT_INSTITUTE_TIME, clock: '24h' })).toBe('17:06:56');
  });

  it('gives nothing for an invalid instant', () => {
    expect(formatInstituteTime('not a date', 'day', DEFAULT_INSTITUTE_TIME)).toBe('');
  });
});

describe('isTimeZoneName', () => {
  it('knows IANA zones and refuses anything else', () => {
    expect(isTimeZoneName('Asia/Dhaka')).toBe(true);
    expect(isTimeZoneName('UTC')).toBe(true);
    expect(isTimeZoneName('Asia/Nowhere')).toBe(false);
    expect(isTimeZoneName('')).toBe(false);
    expect(isTimeZoneName(' Asia/Dhaka')).toBe(false);
  });
});

describe('dayStartIn', () => {
  it('finds the institute’s midnight, which may be the day before in UTC', () => {
    expect(dayStartIn(new Date('2026-11-28T11:06:56.250Z'), 'Asia/Dhaka').toISOString()).toBe(
      '2026-11-27T18:00:00.000Z',
    );
    expect(dayStartIn(new Date('2026-11-28T20:30:00Z'), 'Asia/Dhaka').toISOString()).toBe(
      '2026-11-28T18:00:00.000Z',
    );
    expect(dayStartIn(new Date('2026-11-28T11:06:56Z'), 'UTC').toISOString()).toBe(
      '2026-11-28T00:00:00.000Z',
    );
  });
});
