import type { Language } from '@lms/browser/i18n';
import { createLocalizationWithLocale } from '@lms/browser/i18n/react';

// Set with the Bengali chunk, before the store shows Bengali.
let showDayjsLanguage: ((language: Language) => void) | undefined;

/**
 * The staff console's language: English inline, Bengali (i18next, bn.json, antd's and dayjs's Bengali)
 * a lazy chunk; `useAntdLocale` is antd's locale for the shown language (undefined: its English).
 */
export const {
  languageStore,
  translate,
  useT,
  useLocale: useAntdLocale,
} = createLocalizationWithLocale(() =>
  import('./bengali').then((chunk) => {
    showDayjsLanguage = chunk.showDayjsLanguage;
    return chunk;
  }),
);

// dayjs follows every switch (back to English too); before Bengali was ever loaded it is English anyway.
languageStore.subscribe(() => showDayjsLanguage?.(languageStore.language()));
