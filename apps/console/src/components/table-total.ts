import type { CountNoun } from './count-text';

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
