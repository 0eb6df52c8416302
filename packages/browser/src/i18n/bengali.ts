import { createInstance } from 'i18next';
import { localizeDigits, localizeText } from './localize';
import { fillPlaceholders, type Resources, type TextValues, type Translate } from './text';

/** Numbers put into a text are written in Bengali digits; names and titles are left as they are. */
function bengaliNumbers(values: TextValues | undefined): TextValues | undefined {
  if (!values) return values;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'number' ? localizeDigits('bn', String(value)) : value,
    ]),
  );
}

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
    translate: (text, values) =>
      fillPlaceholders(
        localizeDigits('bn', i18n.t(text, { defaultValue: text, skipInterpolation: true })),
        bengaliNumbers(values),
      ),
    format: (value) => localizeText('bn', value),
  };
}
