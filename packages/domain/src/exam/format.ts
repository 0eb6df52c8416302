import { round2 } from './rounding';
import { formatInstant, type Instant, type TimeZone, toMillis, UTC_TIME_ZONE } from './time';

/** Notification time format, e.g. '05 Jan 2025 | 14:30 pm'. */
export const NOTIFICATION_TIME_FORMAT = 'DD MMM YYYY | HH:mm a';
/** Start time format, e.g. '05 Jan 2025, 14:30 pm'. */
export const START_TIME_FORMAT = 'DD MMM YYYY, HH:mm a';
/** Format of other times, e.g. '02:30 PM'. */
export const TIME_FORMAT = 'hh:mm A';

/** A notification's time, 'DD MMM YYYY | HH:mm a', in a zone (default UTC); '' when invalid. */
export function formatNotificationTime(instant: Instant, timeZone: TimeZone = UTC_TIME_ZONE): string {
  return formatInstant(instant, NOTIFICATION_TIME_FORMAT, timeZone);
}

/** An exam's start time, 'DD MMM YYYY, HH:mm a' (e.g. '05 Jan 2025, 14:30 pm'), in a zone (default UTC). */
export function formatStartTime(instant: Instant, timeZone: TimeZone = UTC_TIME_ZONE): string {
  return formatInstant(instant, START_TIME_FORMAT, timeZone);
}

/** Any other time, 'hh:mm A' (e.g. '02:30 PM'), in a zone (default UTC). */
export function formatTime(instant: Instant, timeZone: TimeZone = UTC_TIME_ZONE): string {
  return formatInstant(instant, TIME_FORMAT, timeZone);
}

/** A number as results show it: rounded half away from zero, 2 decimals ('45.50', '-0.25'). Non-finite gives '0.00'. */
export function formatMarks(value: number | null | undefined): string {
  return round2(value ?? 0).toFixed(2);
}

/**
 * Negative marks to 2 decimals, as a magnitude without a sign ('1.25'): the result's
 * `negativeMarks` is already the size of the negative part.
 */
export function formatNegativeMarks(value: number | null | undefined): string {
  return formatMarks(Math.abs(value ?? 0));
}

/** Whole seconds as hh:mm:ss (hours grow past 24: 90000 -> '25:00:00'); negative or invalid gives '00:00:00'. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/**
 * Completion time of a result, hh:mm:ss between start and submit (whole seconds, rounded down),
 * or null when either is missing or the submit is before the start.
 */
export function formatCompletion(
  startedAt: Instant | null | undefined,
  submittedAt: Instant | null | undefined,
): string | null {
  const start = toMillis(startedAt);
  const end = toMillis(submittedAt);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return null;
  return formatDuration((end - start) / 1000);
}
