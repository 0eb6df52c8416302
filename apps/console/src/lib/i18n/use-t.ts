import type { Language } from '@lms/browser/i18n';
import { createLocalization } from '@lms/browser/i18n/react';
import type { Locale } from 'antd/es/locale';

// Set with the Bengali chunk, before the store shows Bengali, so they are there whenever Bengali is shown.
let antdBengali: Locale | undefined;
let showDayjsLanguage: ((language: Language) => void) | undefined;

/** The staff console's language: English inline, Bengali (i18next and bn.json) a lazy chunk. */
export const { languageStore, translate, useT } = createLocalization(() =>
  import('./bengali').then((module) => {
    antdBengali = module.antdBengali;
    showDayjsLanguage = module.showDayjsLanguage;
    return module.loadBengali();
  }),
);

// dayjs follows every switch (back to English too); before Bengali was ever loaded it is English anyway.
languageStore.subscribe(() => showDayjsLanguage?.(languageStore.language()));

/** antd's locale for the shown language: its Bengali once Bengali is shown, else its default English. */
export function useAntdLocale(): Locale | undefined {
  const { language } = useT();
  return language === 'bn' ? antdBengali : undefined;
}
