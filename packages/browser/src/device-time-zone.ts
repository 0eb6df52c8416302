let zone: string | undefined;

/**
 * The zone times are shown in: the device's own (UTC when it names none), read once per page. The
 * first `Intl.DateTimeFormat` a page makes costs ~10 ms of a fast CPU (its locale data), and a list of
 * dates would otherwise pay for one per date; a part that shows no time (the header's bell, until its
 * drawer opens) does not ask for it.
 */
export function deviceTimeZone(): string {
  zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return zone;
}
