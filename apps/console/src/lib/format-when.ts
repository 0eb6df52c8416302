import { formatInstant, type TimeZone } from '@lms/domain';

/** The zone the console shows times in: the staff member's device's. */
const shownZone = (): TimeZone => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * Dates day-month, the way a Bangladeshi reader writes them (11/12 never left ambiguous), in English
 * month names and the 12-hour clock; the shown language's `n()` turns digits, months and am/pm into
 * Bengali. '' for an invalid date.
 */
export const formatWhen = {
  /** '28 Nov 2026' */
  day: (at: string | Date): string => formatInstant(at, 'DD MMM YYYY', shownZone()),
  /** '28 Nov 2026, 05:06 pm' */
  dayTime: (at: string | Date): string => formatInstant(at, 'DD MMM YYYY, hh:mm a', shownZone()),
  /** '05:06:56 pm' (a time on the day in view, to the second) */
  time: (at: string | Date): string => formatInstant(at, 'hh:mm:ss a', shownZone()),
};
