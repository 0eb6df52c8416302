import type { BengaliLanguage } from './bengali';
import { fillPlaceholders, type Language, type Translate } from './text';

/** The language store of one app. */
export interface LanguageStore {
  /** The language shown now (Bengali only once its texts are loaded). */
  language(): Language;
  /** Switches the language, keeps the choice in localStorage and sets `<html lang>`. */
  setLanguage(language: Language): Promise<void>;
  /** Calls `listener` whenever the shown language changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The translator of the shown language (a new function after every switch). */
  translator(): Translate;
  /** A formatted number, time or date in the shown language's digits (Bengali ০-৯). */
  formatter(): (value: string | number) => string;
}

/** The localStorage key of the chosen language (`en` or `bn`). */
export const LANGUAGE_STORAGE_KEY = 'lms.language';
const storageKey = LANGUAGE_STORAGE_KEY;

const english: Translate = (text, values) => fillPlaceholders(text, values);

function storedLanguage(): Language {
  try {
    return localStorage.getItem(storageKey) === 'bn' ? 'bn' : 'en';
  } catch {
    return 'en';
  }
}

/**
 * A language store over an app's lazily loaded Bengali. English needs no download (the texts are
 * in the code); `loadBengali` is the app's one lazy chunk with i18next and its Bengali texts
 * (`loadBengaliLanguage(texts)` from `@lms/browser/i18n/bengali`), loaded only when Bengali is
 * chosen, so the English sign-in page does not grow. A stored choice of Bengali starts loading at once.
 */
export function createLanguageStore(loadBengali: () => Promise<BengaliLanguage>): LanguageStore {
  let shown: Language = 'en';
  let translate: Translate = english;
  let format: (value: string | number) => string = String;
  let wanted: Language = storedLanguage();
  const listeners = new Set<() => void>();

  const show = (language: Language, next: Translate, nextFormat: typeof format) => {
    shown = language;
    translate = next;
    format = nextFormat;
    document.documentElement.lang = language;
    for (const listener of listeners) listener();
  };

  const setLanguage = async (language: Language) => {
    wanted = language;
    try {
      localStorage.setItem(storageKey, language);
    } catch {
      // Private mode without storage: the choice lasts until the page is left.
    }
    if (language === 'en') {
      show('en', english, String);
      return;
    }
    const bengali = await loadBengali();
    if (wanted !== 'bn') return;
    show(
      'bn',
      (english, values) => fillPlaceholders(bengali.template(english), bengali.values(values)),
      bengali.format,
    );
  };

  if (wanted === 'bn') void setLanguage('bn');
  else document.documentElement.lang = 'en';

  return {
    language: () => shown,
    setLanguage,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    translator: () => translate,
    formatter: () => format,
  };
}
