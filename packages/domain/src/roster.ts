/** The columns of a roster file, in the order the template gives them; the roll's heading is "roll", as the console says. */
export const ROSTER_COLUMNS = ['name', 'roll', 'phone', 'contact', 'branch', 'session', 'groups'] as const;
export type RosterColumn = (typeof ROSTER_COLUMNS)[number];

/** The columns a roster must have. */
export const ROSTER_REQUIRED: readonly RosterColumn[] = ['name', 'roll', 'phone'];

// Rosters made from the earlier template head the roll "sid"; they are still read.
const OLD_HEADINGS: Record<string, RosterColumn> = { sid: 'roll' };

/** The column a heading of a roster file names (any case, spaces around), or undefined. */
export function rosterColumnOf(heading: string): RosterColumn | undefined {
  const name = heading.trim().toLowerCase();
  return (ROSTER_COLUMNS as readonly string[]).includes(name) ? (name as RosterColumn) : OLD_HEADINGS[name];
}

/**
 * The template's example student, in the columns' order. It names one of the institute's branches and
 * groups when it has any, and a roll no real student is likely to have (a roll is one student's), so
 * the template itself passes the check.
 */
export function rosterExampleRow(names: { branch?: string | undefined; groups?: string[] }): string[] {
  return [
    'Example Student',
    'EX-0001',
    '01712345678',
    '01812345678',
    names.branch ?? '',
    '2025-26',
    (names.groups ?? []).join(';'),
  ];
}
