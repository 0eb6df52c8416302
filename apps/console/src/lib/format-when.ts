import { formatInstant, type TimeZone } from '@lms/domain';

/** The zone the console shows times in: the staff member's device's. */
const shownZone = (): TimeZone => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** A day as the console writes it (`28 Nov 2026`): also the date pickers' format. */
export const DAY_PATTERN = 'DD MMM YYYY';

/**
 * Dates day-month, the way a Bangladeshi reader writes them (11/12 never left ambiguous), in English
 * month names and the 12-hour clock; the shown language's `n()` turns digits, months and am/pm into
 * Bengali. '' for an invalid date.
 */
export const formatWhen = {
  /** '28 Nov 2026' */
  day: (at: string | Date): string => formatInstant(at, DAY_PATTERN, shownZone()),
  /** '28 Nov 2026, 05:06 pm' */
  dayTime: (at: string | Date): string => formatInstant(at, `${DAY_PATTERN}, hh:mm a`, shownZone()),
  /** '05:06:56 pm' (a time on the day in view, to the second) */
  time: (at: string | Date): string => formatInstant(at, 'hh:mm:ss a', shownZone()),
};
