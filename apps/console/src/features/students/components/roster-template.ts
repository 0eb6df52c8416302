/** The columns the roster import reads, in the order the template gives them. */
export const ROSTER_COLUMNS = ['name', 'sid', 'phone', 'contact', 'branch', 'session', 'groups'] as const;

const cell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * The roster template: the header row and one example student. The example names one of the
 * institute's branches and groups when it has any, and a roll no real student is likely to have (a
 * roll is one student's), so the template itself passes the check.
 */
export function rosterTemplateCsv(names: { branch?: string | undefined; groups?: string[] }): string {
  const example = [
    'Example Student',
    'EX-0001',
    '01712345678',
    '01812345678',
    names.branch ?? '',
    '2025-26',
    (names.groups ?? []).join(';'),
  ];
  // The byte-order mark makes Excel read the file as UTF-8, so Bengali names survive; the import skips it.
  return `\uFEFF${[ROSTER_COLUMNS, example].map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** The template as a link target (a data URL), to download with no request to the server. */
export function rosterTemplateHref(csv: string): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;
}
