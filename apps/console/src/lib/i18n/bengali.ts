import type { Language } from '@lms/browser/i18n';
import { type BengaliLanguage, loadBengaliLanguage } from '@lms/browser/i18n/bengali';
import bengaliLocale from 'antd/es/locale/bn_BD';
import dayjs from 'dayjs';
import 'dayjs/locale/bn-bd';
import texts from './bn.json';

/** antd's own Bengali texts (pager, sorters, empty tables, OK and Cancel), in the same lazy chunk. */
export { bengaliLocale };

/**
 * Switches dayjs's language, which the date pickers' month and day names come from. antd's `bn_BD`
 * asks dayjs for `bn-bd` (Bengali as written in Bangladesh, weeks from Sunday), loaded in this chunk.
 */
export function showDayjsLanguage(language: Language): void {
  dayjs.locale(language === 'bn' ? 'bn-bd' : 'en');
}

/** The staff console's Bengali: i18next over bn.json (one lazy chunk, loaded only when Bengali is chosen). */
export function loadBengali(): Promise<BengaliLanguage> {
  return loadBengaliLanguage(texts);
}
