import { formatTaka } from '../fees/money';
import { addDays, type IsoDay } from '../fees/schedule';
import type { SmsCount } from './sms-parts';
import { checkTemplate, type SmsLanguage, type TemplateProblem } from './sms-template';

/** The fields a dues reminder template may use, written `{name}` in it. */
export const DUE_REMINDER_FIELDS = ['name', 'roll', 'course', 'amount', 'due'] as const;
/** One field of a dues reminder template. */
export type DueReminderField = (typeof DUE_REMINDER_FIELDS)[number];

/** Which reminder of a due: some days before its date, or some days after it while still unpaid. */
export type DueReminderKind = 'before' | 'after';

/** A dues reminder's two templates. */
export type DueReminderTemplates = Record<DueReminderKind, string>;

/** The reminder templates an institute starts with, per language. */
export const DEFAULT_DUE_REMINDER_TEMPLATES: Record<SmsLanguage, DueReminderTemplates> = {
  bn: {
    before: '{name} (রোল {roll}), {course}: {amount} বকেয়া, পরিশোধের শেষ তারিখ {due}।',
    after: '{name} (রোল {roll}), {course}: {amount} বকেয়া, শেষ তারিখ {due} পার হয়েছে। দয়া করে পরিশোধ করুন।',
  },
  en: {
    before: '{name} (Roll {roll}), {course}: {amount} due on {due}.',
    after: '{name} (Roll {roll}), {course}: {amount} was due on {due} and is unpaid. Please pay.',
  },
};

/** The reminder settings: off until staff turn them on. */
export interface DueReminderSettings {
  enabled: boolean;
  /** How many days before a due's date the first reminder goes. */
  daysBefore: number;
  /** How many days after a due's date, still unpaid, the second goes. */
  daysAfter: number;
  templates: Record<SmsLanguage, DueReminderTemplates>;
}

/** What an institute starts with: off, 3 days before and 3 after. */
export const DEFAULT_DUE_REMINDERS: DueReminderSettings = {
  enabled: false,
  daysBefore: 3,
  daysAfter: 3,
  templates: DEFAULT_DUE_REMINDER_TEMPLATES,
};

/** One due's values for a reminder. */
export interface DueReminderValues {
  name: string;
  roll: string;
  course: string;
  /** What is still owed, in paisa. */
  openPaisa: number;
  dueOn: IsoDay;
}

const FIELD = /\{([a-zA-Z]+)\}/g;

/** A day as people write it: day-month-year (`05-12-2026`). */
function dayMonth(day: IsoDay): string {
  const [y, m, d] = day.split('-');
  return `${d}-${m}-${y}`;
}

/** The text of a reminder template with one due's values. */
export function renderDueReminder(
  template: string,
  values: DueReminderValues,
  language: SmsLanguage,
): string {
  const fields: Record<DueReminderField, string> = {
    name: values.name,
    roll: values.roll,
    course: values.course,
    amount: formatTaka(values.openPaisa, language),
    due: dayMonth(values.dueOn),
  };
  return template.replace(FIELD, (whole, name: string) =>
    name in fields ? fields[name as DueReminderField] : whole,
  );
}

// Values as long as an institute's usually are: a template must fit the part limit with them.
const LONGEST: DueReminderValues = {
  name: 'Mohammad Abdullah Al Mamun',
  roll: '2026100001',
  course: 'Medical Admission Full Course 2026',
  openPaisa: 9_999_999,
  dueOn: '2026-12-31',
};

/** Whether a reminder template is usable and fits the part limit with long values. */
export function checkDueReminderTemplate(
  template: string,
  language: SmsLanguage,
  partLimit: number,
): { longest: SmsCount; problem: TemplateProblem | null } {
  const known = new Set<string>(DUE_REMINDER_FIELDS);
  const unknown = [...template.matchAll(FIELD)].map((m) => m[1] ?? '').filter((f) => !known.has(f));
  return checkTemplate(template, renderDueReminder(template, LONGEST, language), unknown, partLimit);
}

// A day's reminder missed (every node down that day) is still sent within this many days.
const CATCH_UP_DAYS = 7;

/**
 * The due dates whose reminders are due today: `before` for dues falling in the next `daysBefore`
 * days, `after` for dues `daysAfter` days past (up to a week later, so a missed day still reminds).
 */
export function reminderWindows(
  today: IsoDay,
  settings: Pick<DueReminderSettings, 'daysBefore' | 'daysAfter'>,
): Record<DueReminderKind, { from: IsoDay; to: IsoDay }> {
  return {
    before: { from: addDays(today, 1), to: addDays(today, settings.daysBefore) },
    after: {
      from: addDays(today, -(settings.daysAfter + CATCH_UP_DAYS)),
      to: addDays(today, -settings.daysAfter),
    },
  };
}
