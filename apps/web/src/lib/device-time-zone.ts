import type { TimeZone } from '@lms/domain';

let zone: TimeZone | undefined;

/**
 * The zone times are shown in: the phone's own (UTC when it names none), read once. The first
 * `Intl.DateTimeFormat` a page makes costs ~10 ms of a fast CPU (its locale data), so a part that shows
 * no time (the header's bell, until its drawer opens) does not ask for it.
 */
export function deviceTimeZone(): TimeZone {
  zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return zone;
}
