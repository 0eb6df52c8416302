import { createLanguageStore, type TextValues } from '@lms/browser/i18n';

/** The student app's language: English inline, the Bengali texts (bn.json) a lazy chunk. */
export const languageStore = createLanguageStore(() => import('./bn.json').then((module) => module.default));

/** Translates outside React (toasts, dialogs opened from plain functions) into the current language. */
export function translate(english: string, values?: TextValues): string {
  return languageStore.translator()(english, values);
}
