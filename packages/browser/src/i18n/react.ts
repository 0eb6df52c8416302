import { useSyncExternalStore } from 'react';
import type { BengaliLanguage } from './bengali';
import { createLanguageStore, type LanguageStore } from './language';
import type { Language, TextValues, Translate } from './text';

/** What a component needs to show text in the chosen language. */
export interface Localized {
  /** Translates an English text (the key); English returns it as it is. */
  t: Translate;
  /** A formatted number, time or date in the language's digits (Bengali ০-৯). */
  n: (value: string | number) => string;
  language: Language;
  setLanguage: (language: Language) => Promise<void>;
}

/** One app's language: its store, a translator for plain functions and the hook for components. */
export interface Localization {
  languageStore: LanguageStore;
  /** Translates outside React (toasts, dialogs opened from plain functions) into the current language. */
  translate(english: string, values?: TextValues): string;
  /** The current language's translator and number formatting; re-renders when the language changes. */
  useT(): Localized;
}

/**
 * An app's language over its lazily loaded Bengali (see `createLanguageStore`): English inline, and
 * i18next with the Bengali texts only in the chunk `loadBengali` imports.
 */
export function createLocalization(loadBengali: () => Promise<BengaliLanguage>): Localization {
  const languageStore = createLanguageStore(loadBengali);
  return {
    languageStore,
    translate: (english, values) => languageStore.translator()(english, values),
    useT() {
      const t = useSyncExternalStore(languageStore.subscribe, languageStore.translator);
      const n = useSyncExternalStore(languageStore.subscribe, languageStore.formatter);
      const language = useSyncExternalStore(languageStore.subscribe, languageStore.language);
      return { t, n, language, setLanguage: languageStore.setLanguage };
    },
  };
}

/** An app's lazy Bengali chunk when it also holds its UI library's Bengali locale (antd's `bn_BD`). */
export interface BengaliChunk<Locale> {
  loadBengali(): Promise<BengaliLanguage>;
  bengaliLocale: Locale;
}

/**
 * `createLocalization` over a Bengali chunk that also holds the UI library's Bengali locale:
 * `useLocale` answers that locale while Bengali is shown, and undefined (the library's own English)
 * otherwise. The locale arrives with the chunk, before the store shows Bengali.
 */
export function createLocalizationWithLocale<Locale>(
  importChunk: () => Promise<BengaliChunk<Locale>>,
): Localization & { useLocale(): Locale | undefined } {
  let bengaliLocale: Locale | undefined;
  const localization = createLocalization(() =>
    importChunk().then((chunk) => {
      bengaliLocale = chunk.bengaliLocale;
      return chunk.loadBengali();
    }),
  );
  const { languageStore } = localization;
  return {
    ...localization,
    useLocale() {
      const language = useSyncExternalStore(languageStore.subscribe, languageStore.language);
      return language === 'bn' ? bengaliLocale : undefined;
    },
  };
}
