export { createLanguageStore, type LanguageStore } from './language';
export { localizeDigits, localizeText } from './localize';
export { fillPlaceholders, type Language, type Resources, type TextValues, type Translate } from './text';
