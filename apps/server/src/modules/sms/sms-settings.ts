import {
  checkDueReminderTemplate,
  checkResultTemplate,
  countSms,
  DEFAULT_DUE_REMINDERS,
  DEFAULT_RESULT_SMS_TEMPLATES,
  SMS_LANGUAGES,
  type SmsLanguage,
} from '@lms/domain';
import type { SmsSettings } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/http-error';
import { findSmsSettings, saveSmsSettingsRow } from './sms-repository';

/** What an institute starts with: Bengali messages, at most 3 parts, 30 paisa a part. */
export const DEFAULT_SMS_SETTINGS: SmsSettings = {
  language: 'bn',
  templates: DEFAULT_RESULT_SMS_TEMPLATES,
  partLimit: 3,
  pricePerPartPaisa: 30,
  reminders: DEFAULT_DUE_REMINDERS,
};

/** The institute's SMS settings (the defaults until staff save some). */
export async function loadSmsSettings(ctx: AppContext): Promise<SmsSettings> {
  const row = await findSmsSettings(ctx.db);
  if (!row) return DEFAULT_SMS_SETTINGS;
  return {
    language: row.language,
    templates: row.templates,
    partLimit: row.partLimit,
    pricePerPartPaisa: row.pricePerPartPaisa,
    reminders: row.reminders ?? DEFAULT_DUE_REMINDERS,
  };
}

const WHICH = ['present', 'absent'] as const;
const REMINDERS = ['before', 'after'] as const;

/** The settings with each template's longest text counted. */
export function settingsView(settings: SmsSettings) {
  const counted = (lang: SmsLanguage, which: (typeof WHICH)[number]) => {
    const { encoding, units, parts } = checkResultTemplate(
      settings.templates[lang][which],
      lang,
      settings.partLimit,
    ).longest;
    return { encoding, units, parts };
  };
  const reminder = (lang: SmsLanguage, which: (typeof REMINDERS)[number]) => {
    const { encoding, units, parts } = checkDueReminderTemplate(
      settings.reminders.templates[lang][which],
      lang,
      settings.partLimit,
    ).longest;
    return { encoding, units, parts };
  };
  return {
    ...settings,
    longest: {
      bn: { present: counted('bn', 'present'), absent: counted('bn', 'absent') },
      en: { present: counted('en', 'present'), absent: counted('en', 'absent') },
    },
    reminderLongest: {
      bn: { before: reminder('bn', 'before'), after: reminder('bn', 'after') },
      en: { before: reminder('en', 'before'), after: reminder('en', 'after') },
    },
  };
}

/** GET /staff/sms/settings. */
export async function getSmsSettings(ctx: AppContext) {
  return settingsView(await loadSmsSettings(ctx));
}

const languageName = (lang: SmsLanguage) => (lang === 'bn' ? 'Bengali' : 'English');

/**
 * PUT /staff/sms/settings: refused (400 naming the template) when a template names an unknown field or
 * may take more parts than the limit with long values, so no message is ever cut at sending. The dues
 * reminder templates are checked the same way while reminders are on (result templates first).
 */
export async function saveSmsSettings(ctx: AppContext, input: SmsSettings) {
  const checks = [
    ...SMS_LANGUAGES.flatMap((lang) =>
      WHICH.map((which) => ({
        name: `The ${languageName(lang)} ${which} template`,
        problem: checkResultTemplate(input.templates[lang][which], lang, input.partLimit).problem,
      })),
    ),
    ...(input.reminders.enabled ? SMS_LANGUAGES : []).flatMap((lang) =>
      REMINDERS.map((which) => ({
        name: `The ${languageName(lang)} dues reminder (${which}) template`,
        problem: checkDueReminderTemplate(input.reminders.templates[lang][which], lang, input.partLimit)
          .problem,
      })),
    ),
  ];
  for (const { name, problem } of checks) {
    if (problem?.kind === 'unknownFields')
      throw badRequest(
        'Unknown template field',
        `${name} names unknown fields: ${problem.fields.join(', ')}.`,
      );
    if (problem?.kind === 'tooLong')
      throw badRequest(
        'Template too long',
        `${name} may take ${problem.parts} SMS parts with long names; the limit is ${problem.limit}.`,
      );
    if (problem?.kind === 'empty') throw badRequest('Empty template', `${name} is empty.`);
  }
  await saveSmsSettingsRow(ctx.db, { ...input, updatedAt: ctx.now() });
  return settingsView(input);
}

/** The count of a text as the API shows it. */
export function countView(text: string) {
  const { encoding, units, parts } = countSms(text);
  return { encoding, units, parts };
}
