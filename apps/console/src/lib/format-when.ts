import { deviceTimeZone } from '@lms/browser/device-time-zone';
import {
  type ClockStyle,
  DEFAULT_INSTITUTE_TIME,
  formatInstituteTime,
  type InstituteTime,
} from '@lms/domain';
import { useInstituteBranding } from './institute-branding';

// The institute's clock, from its settings once loaded. The zone stays the staff member's device's, the
// same one the console's date pickers read and write in, so a time typed is the time shown.
let clock: ClockStyle = DEFAULT_INSTITUTE_TIME.clock;
const shown = (): InstituteTime => ({
  timeZone: deviceTimeZone(),
  clock,
});

/** A day as the console writes it (`28 Nov 2026`): also the date pickers' format. */
export const DAY_PATTERN = 'DD MMM YYYY';

/**
 * Dates day-month, the way a Bangladeshi reader writes them (11/12 never left ambiguous), in English
 * month names and on the institute's 12- or 24-hour clock; the shown language's `n()` turns digits,
 * months and am/pm into Bengali. '' for an invalid date.
 */
export const formatWhen = {
  /** '28 Nov 2026' */
  day: (at: string | Date): string => formatInstituteTime(at, 'day', shown()),
  /** '28 Nov 2026, 05:06 pm' or '28 Nov 2026, 17:06' */
  dayTime: (at: string | Date): string => formatInstituteTime(at, 'dayTime', shown()),
  /** '05:06:56 pm' or '17:06:56' (a time on the day in view, to the second) */
  time: (at: string | Date): string => formatInstituteTime(at, 'time', shown()),
};

/**
 * Loads the institute's settings (the public branding, shared with the branding page's query) and
 * shows times on its clock from then on; returns the clock in use, so a change re-renders the caller.
 */
export function useInstituteClock(): ClockStyle {
  clock = useInstituteBranding()?.clock ?? clock;
  return clock;
}
