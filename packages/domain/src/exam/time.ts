/**
 * Instants and time zones.
 *
 * Instants are absolute: a `Date`, epoch milliseconds, or an ISO 8601 string. An ISO date-time
 * string without a zone designator ('2025-01-05T14:30:00') is read as UTC, never as the machine's
 * local time, so the server and every browser read it the same way. Rules compare epoch
 * milliseconds and never depend on the machine's zone.
 *
 * Wall-clock output (formatting) is always for an explicit zone: an IANA name (e.g. 'Asia/Dhaka',
 * resolved with Intl.DateTimeFormat) or a fixed offset `{ offsetMinutes }` (Bangladesh: 360). The
 * default everywhere is UTC; the web app passes the institute's zone.
 */

/** An absolute point in time: a Date, epoch milliseconds, or an ISO 8601 string. */
export type Instant = Date | number | string;

/** A zone for wall-clock output: an IANA name ('UTC', 'Asia/Dhaka') or a fixed offset from UTC in minutes. */
export type TimeZone = string | { offsetMinutes: number };

/** UTC, the default zone of every format function. */
export const UTC_TIME_ZONE = 'UTC';
/** The IANA zone of Bangladesh institutes (UTC+6, no daylight saving). */
export const DHAKA_TIME_ZONE = 'Asia/Dhaka';
/** Bangladesh as a fixed offset: UTC+6. */
export const BANGLADESH_OFFSET: TimeZone = { offsetMinutes: 360 };

const NAIVE_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** Epoch milliseconds of an instant; NaN when it is missing or not a valid time. */
export function toMillis(instant: Instant | null | undefined): number {
  if (instant instanceof Date) return instant.getTime();
  if (typeof instant === 'number') return Number.isFinite(instant) ? instant : Number.NaN;
  if (typeof instant === 'string') {
    const text = instant.trim();
    return Date.parse(NAIVE_DATE_TIME.test(text) ? `${text.replace(' ', 'T')}Z` : text);
  }
  return Number.NaN;
}

/** The wall-clock fields of an instant in a zone. */
export interface WallClock {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  /** 0 to 23. */
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The wall-clock time of an instant in a zone (default UTC), or null for an invalid instant.
 * An unknown IANA zone name throws a RangeError (from Intl.DateTimeFormat).
 */
export function wallClock(instant: Instant, timeZone: TimeZone = UTC_TIME_ZONE): WallClock | null {
  const ms = toMillis(instant);
  if (Number.isNaN(ms)) return null;
  // UTC (the exports' zone) is a fixed offset of 0: read from the Date itself, not asked of Intl.
  if (typeof timeZone !== 'string' || timeZone === UTC_TIME_ZONE) {
    const offsetMinutes = typeof timeZone === 'string' ? 0 : timeZone.offsetMinutes;
    const shifted = new Date(ms + offsetMinutes * 60_000);
    return {
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
      hour: shifted.getUTCHours(),
      minute: shifted.getUTCMinutes(),
      second: shifted.getUTCSeconds(),
    };
  }
  // A merit list or export formats thousands of times from the same few minutes, and asking Intl costs
  // ~10 µs each: the fields of a second in a zone are kept (they do not depend on the milliseconds).
  const second = Math.floor(ms / 1000);
  let clock = keptClocks.get(timeZone)?.get(second);
  if (!clock) {
    clock = zoneClock(timeZone, ms);
    let kept = keptClocks.get(timeZone);
    if (!kept) {
      kept = new Map();
      keptClocks.set(timeZone, kept);
    }
    if (kept.size >= MAX_KEPT_CLOCKS) kept.clear();
    kept.set(second, clock);
  }
  return { ...clock };
}

const keptClocks = new Map<string, Map<number, WallClock>>();
const MAX_KEPT_CLOCKS = 4096;

function zoneClock(timeZone: string, ms: number): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(ms)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Short English month names, as the client shows them ('Jan' ... 'Dec'). */
export const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/**
 * Formats an instant in a zone (default UTC) with dayjs-style tokens: YYYY, MMM (Jan), MM, DD,
 * HH (00-23), hh (01-12), mm, ss, a (am/pm), A (AM/PM); text in [brackets] is kept as is.
 * Note that 'HH:mm a' gives the client's 24-hour-with-am/pm form, e.g. '14:30 pm'.
 * Returns '' for an invalid instant.
 */
export function formatInstant(instant: Instant, pattern: string, timeZone: TimeZone = UTC_TIME_ZONE): string {
  const clock = wallClock(instant, timeZone);
  if (!clock) return '';
  return pattern.replace(
    /\[([^\]]*)]|YYYY|MMM|MM|DD|HH|hh|mm|ss|A|a/g,
    (token, literal: string | undefined) => {
      if (literal !== undefined) return literal;
      switch (token) {
        case 'YYYY':
          return pad(clock.year, 4);
        case 'MMM':
          return MONTH_NAMES[clock.month - 1] ?? '';
        case 'MM':
          return pad(clock.month);
        case 'DD':
          return pad(clock.day);
        case 'HH':
          return pad(clock.hour);
        case 'hh':
          return pad(clock.hour % 12 === 0 ? 12 : clock.hour % 12);
        case 'mm':
          return pad(clock.minute);
        case 'ss':
          return pad(clock.second);
        case 'A':
          return clock.hour < 12 ? 'AM' : 'PM';
        default:
          return clock.hour < 12 ? 'am' : 'pm';
      }
    },
  );
}
