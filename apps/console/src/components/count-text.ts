import type { TextValues, Translate } from '@lms/browser/i18n';

/**
 * A text with a count as English's one and many forms ("{{count}} student", "{{count}} students").
 * Bengali has one form (the count, its counter word, the noun), so both keys map to the same Bengali.
 */
export type CountForms = readonly [one: string, many: string];

/** The counted things of the console: "1 student", "2 students" (in Bengali "২ জন শিক্ষার্থী"). */
export const countNouns = {
  answer: ['{{count}} answer', '{{count}} answers'],
  entry: ['{{count}} entry', '{{count}} entries'],
  exam: ['{{count}} exam', '{{count}} exams'],
  group: ['{{count}} group', '{{count}} groups'],
  item: ['{{count}} item', '{{count}} items'],
  'lecture, chapter or question solve': [
    '{{count}} lecture, chapter or question solve',
    '{{count}} lectures, chapters and question solves',
  ],
  mark: ['{{count}} mark', '{{count}} marks'],
  member: ['{{count}} member', '{{count}} members'],
  minute: ['{{count}} minute', '{{count}} minutes'],
  note: ['{{count}} note', '{{count}} notes'],
  notice: ['{{count}} notice', '{{count}} notices'],
  question: ['{{count}} question', '{{count}} questions'],
  reply: ['{{count}} reply', '{{count}} replies'],
  result: ['{{count}} result', '{{count}} results'],
  row: ['{{count}} row', '{{count}} rows'],
  'staff account': ['{{count}} staff account', '{{count}} staff accounts'],
  student: ['{{count}} student', '{{count}} students'],
  subject: ['{{count}} subject', '{{count}} subjects'],
  'valid row': ['{{count}} valid row', '{{count}} valid rows'],
  video: ['{{count}} video', '{{count}} videos'],
} as const satisfies Record<string, CountForms>;

/** A thing the console counts: its count reads "1 student", "2 students". */
export type CountNoun = keyof typeof countNouns;

/** A text with a count in the shown language: English's one or many form, the count in the language's digits. */
export function countText(t: Translate, count: number, [one, many]: CountForms, values?: TextValues): string {
  return t(count === 1 ? one : many, { ...values, count });
}

/** A count of things in the shown language ("2 students", in Bengali "২ জন শিক্ষার্থী"). */
export function counted(t: Translate, noun: CountNoun, count: number): string {
  return countText(t, count, countNouns[noun]);
}
