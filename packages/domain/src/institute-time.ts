import { DHAKA_TIME_ZONE, formatInstant, type Instant, wallClock } from './exam/time';

/** A 12-hour clock (05:06 pm) or a 24-hour one (17:06), as the institute's office reads times. */
export type ClockStyle = '12h' | '24h';

/** Every clock style, for choosing one. */
export const CLOCK_STYLES: readonly ClockStyle[] = ['12h', '24h'];

/** How the institute shows times to its staff and on what it prints: its zone and its clock. */
export interface InstituteTime {
  /** An IANA zone name, e.g. 'Asia/Dhaka'. */
  timeZone: string;
  clock: ClockStyle;
}

/** Bangladesh time on a 12-hour clock: what an institute gets until it says otherwise. */
export const DEFAULT_INSTITUTE_TIME: InstituteTime = { timeZone: DHAKA_TIME_ZONE, clock: '12h' };

/** True when `name` is an IANA time zone this runtime knows ('Asia/Dhaka', 'UTC'). */
export function isTimeZoneName(name: string): boolean {
  if (name.trim() === '' || name !== name.trim()) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** What of an instant is shown: the day, the day and time, or a time on the day in view (to the second). */
export type InstantPart = 'day' | 'dayTime' | 'time';

const PATTERNS: Record<ClockStyle, Record<InstantPart, string>> = {
  '12h': { day: 'DD MMM YYYY', dayTime: 'DD MMM YYYY, hh:mm a', time: 'hh:mm:ss a' },
  '24h': { day: 'DD MMM YYYY', dayTime: 'DD MMM YYYY, HH:mm', time: 'HH:mm:ss' },
};

/**
 * An instant as the institute reads it: day-month ('28 Nov 2026', never the ambiguous 11/28), in its
 * zone and on its clock ('28 Nov 2026, 05:06 pm' or '28 Nov 2026, 17:06'). English month names and
 * am/pm, which a Bengali screen turns into its own words and digits. '' for an invalid instant.
 */
export function formatInstituteTime(at: Instant, part: InstantPart, time: InstituteTime): string {
  return formatInstant(at, PATTERNS[time.clock][part], time.timeZone);
}

/**
 * The instant the day holding `at` began in a zone (the institute's midnight). Zones that move their
 * clocks at midnight are off by the shift on that one day.
 */
export function dayStartIn(at: Date, timeZone: string): Date {
  const clock = wallClock(at, timeZone);
  if (!clock) return at;
  const sinceMidnight = (clock.hour * 3600 + clock.minute * 60 + clock.second) * 1000 + (at.getTime() % 1000);
  return new Date(at.getTime() - sinceMidnight);
}
