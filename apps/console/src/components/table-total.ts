import type { Translate } from '@lms/browser/i18n';

/**
 * The total under a server table for each kind of row it lists, as English's one and many. Bengali
 * has one form (the count, its counter word, the noun), so both keys map to the same Bengali text.
 */
export const tableTotals = {
  entry: ['{{count}} entry', '{{count}} entries'],
  exam: ['{{count}} exam', '{{count}} exams'],
  group: ['{{count}} group', '{{count}} groups'],
  member: ['{{count}} member', '{{count}} members'],
  notice: ['{{count}} notice', '{{count}} notices'],
  question: ['{{count}} question', '{{count}} questions'],
  result: ['{{count}} result', '{{count}} results'],
  'staff account': ['{{count}} staff account', '{{count}} staff accounts'],
  student: ['{{count}} student', '{{count}} students'],
} as const satisfies Record<string, readonly [string, string]>;

/** What one row of a server table is: its total reads "1 student", "2 students". */
export type TableNoun = keyof typeof tableTotals;

/** A server table's total ("2 students") in the shown language, the count in its digits (Bengali ০-৯). */
export function tableTotal(t: Translate, noun: TableNoun, count: number): string {
  const [one, many] = tableTotals[noun];
  return t(count === 1 ? one : many, { count });
}
