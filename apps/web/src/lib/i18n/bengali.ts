import { type BengaliLanguage, loadBengaliLanguage } from '@lms/browser/i18n/bengali';
import bengaliLocale from 'antd/es/locale/bn_BD';
import texts from './bn.json';

/** antd's own Bengali texts (empty lists, OK and Cancel, upload and image preview), in the same lazy chunk. */
export { bengaliLocale };

/** The student app's Bengali: i18next over bn.json (one lazy chunk, loaded only when Bengali is chosen). */
export function loadBengali(): Promise<BengaliLanguage> {
  return loadBengaliLanguage(texts);
}
