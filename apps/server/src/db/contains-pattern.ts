/**
 * The LIKE/ILIKE pattern matching `text` anywhere, taken literally: `%`, `_` and the backslash (LIKE's
 * default escape character in PostgreSQL) are escaped, so a search for `%` finds a percent sign.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}
