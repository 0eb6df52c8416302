import { formatInstant, type Instant, type TimeZone } from '@lms/domain';

/**
 * A date and time on the 12-hour clock with its am/pm, e.g. '05 Jan 2025, 02:30 pm' (the shared
 * start-time format pairs the 24-hour clock with am/pm, '14:30 pm'); '' when invalid.
 */
export function formatDateTime(instant: Instant, timeZone: TimeZone): string {
  return formatInstant(instant, 'DD MMM YYYY, hh:mm a', timeZone);
}
