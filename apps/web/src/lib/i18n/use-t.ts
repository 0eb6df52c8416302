import { createLocalizationWithLocale } from '@lms/browser/i18n/react';

/**
 * The student app's language: English inline, Bengali (i18next, bn.json and antd's Bengali texts) a
 * lazy chunk; `useAntdLocale` is antd's locale for the shown language (undefined: its English).
 */
export const {
  languageStore,
  translate,
  useT,
  useLocale: useAntdLocale,
} = createLocalizationWithLocale(() => import('./bengali'));
