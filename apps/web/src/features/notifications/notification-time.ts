import { formatInstant, type Instant, type TimeZone } from '@lms/domain';

/**
 * A notification's time on the 12-hour clock with its am/pm, e.g. '23 Nov 2026 | 09:20 pm' (the
 * shared format pairs the 24-hour clock with am/pm, '21:20 pm'); '' when invalid.
 */
export function formatNotificationTime(instant: Instant, timeZone: TimeZone): string {
  return formatInstant(instant, 'DD MMM YYYY | hh:mm a', timeZone);
}
