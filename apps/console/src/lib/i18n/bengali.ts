import { type BengaliLanguage, loadBengaliLanguage } from '@lms/browser/i18n/bengali';
import texts from './bn.json';

/** The staff console's Bengali: i18next over bn.json (one lazy chunk, loaded only when Bengali is chosen). */
export function loadBengali(): Promise<BengaliLanguage> {
  return loadBengaliLanguage(texts);
}
