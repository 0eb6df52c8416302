import { createInstance } from 'i18next';
import { localizeDigits, localizeText } from './localize';
import serverTitles from './server-titles.bn.json';
import type { Resources, TextValues } from './text';

/** Bengali as the language store uses it. */
export interface BengaliLanguage {
  /** The Bengali template of an English text (the English one when missing), in Bengali digits. */
  template(english: string): string;
  /** Numbers put into a text are written in Bengali digits; names and titles are left as they are. */
  values(values: TextValues | undefined): TextValues | undefined;
  /** A formatted number, time or date in Bengali digits, months and AM/PM. */
  format(value: string | number): string;
}

/**
 * i18next over an app's Bengali texts (keyed by the English text), with Bengali digits. The Bengali of
 * the server's error titles comes with every app's (the app's own text wins where both have one).
 */
export async function loadBengaliLanguage(resources: Resources): Promise<BengaliLanguage> {
  const i18n = createInstance();
  await i18n.init({
    lng: 'bn',
    resources: { bn: { translation: { ...serverTitles, ...resources } } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    showSupportNotice: false,
  });
  return {
    template: (english) =>
      localizeDigits('bn', i18n.t(english, { defaultValue: english, skipInterpolation: true })),
    values: (values) =>
      values &&
      Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          typeof value === 'number' ? localizeDigits('bn', String(value)) : value,
        ]),
      ),
    format: (value) => localizeText('bn', value),
  };
}
