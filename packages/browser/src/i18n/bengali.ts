import { createInstance } from 'i18next';
import type { Resources, Translate } from './language';
import { localizeDigits, localizeText } from './localize';

/** Bengali's translator (i18next over the app's texts, Bengali digits) and its number and date formatting. */
export async function loadBengaliLanguage(
  resources: Resources,
): Promise<{ translate: Translate; format: (value: string | number) => string }> {
  const i18n = createInstance();
  await i18n.init({
    lng: 'bn',
    resources: { bn: { translation: resources } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });
  return {
    translate: (text, values) => localizeDigits('bn', i18n.t(text, { ...values, defaultValue: text })),
    format: (value) => localizeText('bn', value),
  };
}
