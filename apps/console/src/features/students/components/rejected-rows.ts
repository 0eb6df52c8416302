import { ROSTER_COLUMNS } from '@lms/domain';
import type { RosterError, RosterRow } from '@lms/domain/contract';

const cell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

// The byte-order mark makes Excel read the file as UTF-8, so Bengali names survive; the import skips it.
const csvOf = (lines: readonly (readonly string[])[]) =>
  `\uFEFF${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;

/**
 * The rows of a roster that failed the check, as a CSV to fix and import again: the roster's columns
 * and, last, an `error` column saying what is wrong (the import does not read it).
 */
export function rejectedRowsCsv(rows: readonly RosterRow[], errors: readonly RosterError[]): string {
  const why = new Map(errors.map((e) => [e.row, e.message]));
  const rejected = rows.filter((r) => why.has(r.row));
  return csvOf([
    [...ROSTER_COLUMNS, 'error'],
    ...rejected.map((r) => [
      r.name,
      r.sid,
      r.phone,
      r.contact,
      r.branch,
      r.session,
      r.groups,
      why.get(r.row)!,
    ]),
  ]);
}

/** A CSV as a link target (a data URL), to download with no request to the server. */
export function csvHref(csv: string): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;
}
