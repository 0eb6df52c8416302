import type { Language, Translate } from '@lms/browser/i18n';
import { useSyncExternalStore } from 'react';
import { languageStore } from './language-store';

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
  return {
    t,
    n,
    language,
    setLanguage: languageStore.setLanguage,
  };
}
