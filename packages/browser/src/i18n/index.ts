export { createLanguageStore, LANGUAGE_STORAGE_KEY, type LanguageStore } from './language';
export { localizeDigits, localizeText } from './localize';
export { fillPlaceholders, type Language, type Resources, type TextValues, type Translate } from './text';
