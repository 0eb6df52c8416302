import { countSms, type SmsCount } from './sms-parts';

/** The languages a result message is written in. */
export const SMS_LANGUAGES = ['bn', 'en'] as const;
/** A result message's language. */
export type SmsLanguage = (typeof SMS_LANGUAGES)[number];

/** The fields a result template may use, written `{name}` in it. */
export const RESULT_SMS_FIELDS = [
  'name',
  'roll',
  'exam',
  'marks',
  'total',
  'negative',
  'position',
  'of',
  'highest',
  'result',
] as const;
/** One field of a result template. */
export type ResultSmsField = (typeof RESULT_SMS_FIELDS)[number];

/** A result message's two templates: for a student who sat the exam, and for one who did not. */
export interface ResultSmsTemplates {
  present: string;
  absent: string;
}

/** The templates an institute starts with, per language (short: Bengali is 67 characters a part). */
export const DEFAULT_RESULT_SMS_TEMPLATES: Record<SmsLanguage, ResultSmsTemplates> = {
  bn: {
    present:
      '{name} (রোল {roll}), {exam}: {marks}/{total}, নেগেটিভ {negative}, মেধা {position}/{of}, সর্বোচ্চ {highest}, {result}',
    absent: '{name} (রোল {roll}) {exam} পরীক্ষায় অনুপস্থিত ছিল।',
  },
  en: {
    present:
      '{name} (Roll {roll}), {exam}: {marks}/{total}, negative {negative}, merit {position}/{of}, highest {highest}, {result}',
    absent: '{name} (Roll {roll}) was absent in {exam}.',
  },
};

/** What a correction message starts with, before the result's new text. */
export const CORRECTION_PREFIX: Record<SmsLanguage, string> = {
  bn: 'সংশোধিত ফল: ',
  en: 'Corrected result: ',
};

/** The words for pass and fail in each language. */
export const RESULT_WORDS: Record<SmsLanguage, { passed: string; failed: string }> = {
  bn: { passed: 'উত্তীর্ণ', failed: 'অনুত্তীর্ণ' },
  en: { passed: 'Passed', failed: 'Failed' },
};

/** One student's values for a result message. */
export interface ResultSmsValues {
  name: string;
  roll: string;
  exam: string;
  /** Null for an absent student. */
  marks: number | null;
  total: number | null;
  negative: number | null;
  position: number | null;
  of: number;
  highest: number | null;
  passed: boolean | null;
}

const FIELD = /\{([a-zA-Z]+)\}/g;

/** Marks as people write them: no trailing zeros (72.5, 80, 0.25). */
function figure(n: number | null): string {
  if (n === null) return '-';
  return String(Math.round(n * 100) / 100);
}

/** Fields a template names that are not result fields (empty when it is valid). */
export function unknownSmsFields(template: string): string[] {
  const known = new Set<string>(RESULT_SMS_FIELDS);
  return [...template.matchAll(FIELD)].map((m) => m[1] ?? '').filter((f) => !known.has(f));
}

/** The text of a result template with one student's values. */
export function renderResultSms(template: string, values: ResultSmsValues, language: SmsLanguage): string {
  const words = RESULT_WORDS[language];
  const fields: Record<ResultSmsField, string> = {
    name: values.name,
    roll: values.roll,
    exam: values.exam,
    marks: figure(values.marks),
    total: figure(values.total),
    negative: figure(values.negative),
    position: values.position === null ? '-' : String(values.position),
    of: String(values.of),
    highest: figure(values.highest),
    result: values.passed === null ? '-' : values.passed ? words.passed : words.failed,
  };
  return template.replace(FIELD, (whole, name: string) =>
    name in fields ? fields[name as ResultSmsField] : whole,
  );
}

// Values as long as an institute's usually are: a template must fit its part limit with them.
const LONGEST_VALUES: ResultSmsValues = {
  name: 'Mohammad Abdullah Al Mamun',
  roll: '2026100001',
  exam: 'Medical Admission Model Test 12',
  marks: 187.75,
  total: 200,
  negative: 12.25,
  position: 10000,
  of: 10000,
  highest: 195.25,
  passed: false,
};

/** Why a template is refused. */
export type TemplateProblem =
  | { kind: 'empty' }
  | { kind: 'unknownFields'; fields: string[] }
  | { kind: 'tooLong'; parts: number; limit: number };

/**
 * Whether a template fits the institute's part limit with long values (a 26-letter name, a 31-letter
 * exam title, five-digit positions): a template that may not fit is refused here, so no message is cut
 * at sending. Answers the count of that longest text, and the problem, if any.
 */
export function checkResultTemplate(
  template: string,
  language: SmsLanguage,
  partLimit: number,
): { longest: SmsCount; problem: TemplateProblem | null } {
  return checkTemplate(
    template,
    renderResultSms(template, LONGEST_VALUES, language),
    unknownSmsFields(template),
    partLimit,
  );
}

/** A template's problem, given its text with long values and the fields it names that are unknown. */
export function checkTemplate(
  template: string,
  longestText: string,
  unknown: string[],
  partLimit: number,
): { longest: SmsCount; problem: TemplateProblem | null } {
  const longest = countSms(longestText);
  if (template.trim() === '') return { longest, problem: { kind: 'empty' } };
  if (unknown.length > 0) return { longest, problem: { kind: 'unknownFields', fields: unknown } };
  if (longest.parts > partLimit)
    return { longest, problem: { kind: 'tooLong', parts: longest.parts, limit: partLimit } };
  return { longest, problem: null };
}

/** The estimated cost of `parts` SMS parts at `pricePerPartPaisa`, in paisa. */
export function smsCostPaisa(parts: number, pricePerPartPaisa: number): number {
  return parts * pricePerPartPaisa;
}
