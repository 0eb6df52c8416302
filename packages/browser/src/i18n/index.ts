export {
  createLanguageStore,
  fillPlaceholders,
  type Language,
  type LanguageStore,
  type Resources,
  type TextValues,
  type Translate,
} from './language';
export { localizeDigits, localizeText } from './localize';
