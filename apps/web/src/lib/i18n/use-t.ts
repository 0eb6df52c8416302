import { createLanguageStore, type Language, type TextValues, type Translate } from '@lms/browser/i18n';
import { useSyncExternalStore } from 'react';

/** The student app's language: English inline, Bengali (i18next and bn.json) a lazy chunk. */
export const languageStore = createLanguageStore(() =>
  import('./bengali').then((module) => module.loadBengali()),
);

/** Translates outside React (toasts, dialogs opened from plain functions) into the current language. */
export function translate(english: string, values?: TextValues): string {
  return languageStore.translator()(english, values);
}

/** What a component needs to show text in the chosen language. */
export interface Localized {
  /** Translates an English text (the key); English returns it as it is. */
  t: Translate;
  /** A formatted number, time or date in the language's digits (Bengali ০-৯). */
  n: (value: string | number) => string;
  language: Language;
  setLanguage: (language: Language) => Promise<void>;
}

/** The current language's translator and number formatting; re-renders when the language changes. */
export function useT(): Localized {
  const t = useSyncExternalStore(languageStore.subscribe, languageStore.translator);
  const n = useSyncExternalStore(languageStore.subscribe, languageStore.formatter);
  const language = useSyncExternalStore(languageStore.subscribe, languageStore.language);
  return { t, n, language, setLanguage: languageStore.setLanguage };
}
