import type { Translate } from '@lms/browser/i18n';
import { type CountNoun, counted } from './count-text';

/** The kinds of row a server table lists: its total reads "1 student", "2 students". */
export const tableNouns = [
  'entry',
  'exam',
  'group',
  'member',
  'notice',
  'question',
  'result',
  'staff account',
  'student',
] as const satisfies readonly CountNoun[];

/** What one row of a server table is: its total reads "1 student", "2 students". */
export type TableNoun = (typeof tableNouns)[number];

/** A server table's total ("2 students") in the shown language, the count in its digits (Bengali ০-৯). */
export function tableTotal(t: Translate, noun: TableNoun, count: number): string {
  return counted(t, noun, count);
}
